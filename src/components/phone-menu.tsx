import Menu from 'lucide-react/icons/menu'
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react'
import type { NavItem } from '@/app/navigation'
import { Button } from './ui/button'

const PhoneMenuSheet = lazy(() => import('./phone-menu-sheet').then((module) => ({ default: module.PhoneMenuSheet })))

/**
 * Below `md`, where the sidebar is hidden: a "Menu" button that opens the navigation as a side sheet.
 * Choosing a link closes it, and focus goes to the page's heading instead of back to the button.
 */
export function PhoneMenu({
  items,
  workspaceId,
  footer,
}: {
  items: NavItem[]
  workspaceId: string | null
  footer?: ReactNode
}) {
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="sm"
        className="-ml-2 shrink-0 px-2 md:hidden"
        aria-haspopup="dialog"
        data-tooltip="Menu"
        aria-expanded={open}
        onClick={() => {
          setUsed(true)
          setOpen(true)
        }}
      >
        <Menu aria-hidden className="size-5" />
        <span className="sr-only">Menu</span>
      </Button>
      {used && (
        <Suspense fallback={null}>
          <PhoneMenuSheet
            open={open}
            onOpenChange={setOpen}
            items={items}
            workspaceId={workspaceId}
            footer={footer}
            opener={button}
          />
        </Suspense>
      )}
    </>
  )
}
