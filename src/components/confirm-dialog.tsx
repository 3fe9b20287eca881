import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { FormError } from './form-error'
import { Button } from './ui/button'
import { Dialog, DialogClose, DialogContent, type DialogContentProps } from './ui/dialog'

interface ConfirmDialogProps {
  open: boolean
  onOpenChange(open: boolean): void
  title: string
  description: ReactNode
  confirmLabel: string
  onConfirm(): void
  pending?: boolean
  /** The server's refusal, shown by the buttons; the dialog stays open so the user can try again. */
  error?: string | null
  destructive?: boolean
  /** After a delete the opener may be gone: where focus goes instead (see DialogContent). */
  finalFocus?: DialogContentProps['finalFocus']
}

/** The one confirmation for every destructive action; the caller closes it when the action succeeds. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  pending,
  error,
  destructive = true,
  finalFocus,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={description} finalFocus={finalFocus}>
        <FormError message={error} />
        <div className="mt-3 flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          {/* aria-disabled, not disabled: a disabled button drops the focus to <body>. */}
          <Button
            variant={destructive ? 'danger' : 'primary'}
            onClick={pending ? undefined : onConfirm}
            aria-disabled={pending || undefined}
            className={cn(pending && 'cursor-not-allowed opacity-60')}
          >
            {pending ? 'Working…' : confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
