import * as RadixDialog from '@radix-ui/react-dialog'
import { Menu, X } from 'lucide-react'
import { useRef, useState, type ReactNode } from 'react'
import type { NavItem } from '@/app/navigation'
import { AppBrand } from './app-brand'
import { focusPageHeading } from './route-focus'
import { SidebarNav } from './sidebar-nav'
import { Button } from './ui/button'

/**
 * Below `md`, where the sidebar is hidden: a "Menu" button that opens the navigation as a side sheet.
 * Choosing a link closes it, and focus goes to the page's heading instead of back to the button.
 */
export function PhoneMenu({ items, footer }: { items: NavItem[]; footer?: ReactNode }) {
  const [open, setOpen] = useState(false)
  const chosen = useRef(false)

  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Trigger asChild>
        <Button variant="ghost" size="sm" className="-ml-2 shrink-0 px-2 md:hidden">
          <Menu aria-hidden className="size-5" />
          <span className="sr-only">Menu</span>
        </Button>
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col overflow-y-auto bg-white shadow-xl focus:outline-none"
          onCloseAutoFocus={(event) => {
            if (!chosen.current) return
            chosen.current = false
            event.preventDefault()
            focusPageHeading()
          }}
        >
          <div className="flex items-center justify-between gap-2 px-4 py-3">
            <RadixDialog.Title>
              <AppBrand />
            </RadixDialog.Title>
            <RadixDialog.Close asChild>
              <Button variant="ghost" size="sm" className="px-2" aria-label="Close menu">
                <X aria-hidden className="size-5" />
              </Button>
            </RadixDialog.Close>
          </div>
          <SidebarNav
            items={items}
            onNavigate={() => {
              chosen.current = true
              setOpen(false)
            }}
          />
          {footer && <div className="mt-auto min-w-0 border-t border-slate-200 px-4 py-3">{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}
