import * as RadixDialog from '@radix-ui/react-dialog'
import X from 'lucide-react/icons/x'
import { cn } from '@/lib/cn'
import { Button } from './button'

/** The × at the top of a sheet (the phone menu, the log panel), named by `label`: closes the Radix dialog it is in. */
export function SheetClose({ label, className }: { label: string; className?: string }) {
  return (
    <RadixDialog.Close asChild>
      <Button variant="ghost" size="sm" className={cn('px-2', className)} aria-label={label} data-tooltip="">
        <X aria-hidden className="size-5" />
      </Button>
    </RadixDialog.Close>
  )
}
