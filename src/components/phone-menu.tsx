import { t } from '@lingui/core/macro'
import Menu from 'lucide-react/icons/menu'
import { useRef, useState } from 'react'
import { lazyComponent, whileOpen } from './lazy-component'
import type { PhoneMenuSheetProps } from './phone-menu-sheet'
import { Button } from './ui/button'

const PhoneMenuSheet = lazyComponent(
  () => import('./phone-menu-sheet').then((module) => module.PhoneMenuSheet),
  whileOpen,
)

/**
 * Below `md`, where the sidebar is hidden: a "Menu" button that opens the navigation as a side sheet.
 * Choosing a link closes it, and focus goes to the page's heading instead of back to the button.
 */
export function PhoneMenu(props: Omit<PhoneMenuSheetProps, 'open' | 'onOpenChange' | 'opener'>) {
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="sm"
        className="-ms-2 shrink-0 px-2 md:hidden"
        aria-haspopup="dialog"
        data-tooltip={t`Menu`}
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Menu aria-hidden className="size-5" />
        <span className="sr-only">{t`Menu`}</span>
      </Button>
      <PhoneMenuSheet {...props} open={open} onOpenChange={setOpen} opener={button} />
    </>
  )
}
