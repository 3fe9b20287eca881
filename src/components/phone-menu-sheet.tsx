import { t } from '@lingui/core/macro'
import * as RadixDialog from '@radix-ui/react-dialog'
import { useRef, type ReactNode, type RefObject } from 'react'
import type { NavItem } from '@/app/navigation'
import { AppBrand } from './app-brand'
import { focusPageHeading } from './route-focus'
import { SidebarNav } from './sidebar-nav'
import { SheetClose } from './ui/sheet-close'

export interface PhoneMenuSheetProps {
  open: boolean
  onOpenChange(open: boolean): void
  items: NavItem[]
  /** The workspace the navigation's workspace links open. */
  workspaceId: string | null
  footer?: ReactNode
  /** The menu button, which gets focus back when the sheet closes without a link chosen. */
  opener: RefObject<HTMLButtonElement | null>
}

/** The phone menu's side sheet (a Radix dialog), fetched the first time the menu opens. */
export function PhoneMenuSheet({ open, onOpenChange, items, workspaceId, footer, opener }: PhoneMenuSheetProps) {
  const chosen = useRef(false)
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 start-0 z-50 flex w-72 max-w-[85vw] flex-col overflow-y-auto bg-white shadow-xl focus:outline-none"
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            if (chosen.current) focusPageHeading()
            else opener.current?.focus()
            chosen.current = false
          }}
        >
          <div className="flex items-center justify-between gap-2 px-4 py-3">
            <RadixDialog.Title>
              <AppBrand />
            </RadixDialog.Title>
            <SheetClose label={t`Close menu`} />
          </div>
          <SidebarNav
            items={items}
            workspaceId={workspaceId}
            onNavigate={() => {
              chosen.current = true
              onOpenChange(false)
            }}
          />
          {footer && <div className="mt-auto min-w-0 border-t border-slate-200 px-4 py-3">{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}
