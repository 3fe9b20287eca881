import * as RadixDialog from '@radix-ui/react-dialog'
import { useEffectEvent, useLayoutEffect, useRef, type ReactNode } from 'react'
import { cn } from '@/lib/cn'

/** The Radix half of ./dialog.tsx, fetched the first time a dialog opens. */
export const DialogRoot = RadixDialog.Root

const sizes = { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-2xl' } as const

export type DialogSize = keyof typeof sizes

/** Where focus goes when a dialog closes and no better target is given: an element is not enough if it left the page. */
function focusIfPresent(element: HTMLElement | null | undefined): boolean {
  if (!element || !element.isConnected || element === element.ownerDocument.body) return false
  element.focus()
  return element.ownerDocument.activeElement === element
}

/** The last resort when the opener is gone: the page's heading (made focusable), else its main region. */
function focusPage(): boolean {
  const target =
    document.querySelector<HTMLElement>('main h1') ??
    document.querySelector<HTMLElement>('h1') ??
    document.querySelector<HTMLElement>('main')
  if (!target) return false
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  return focusIfPresent(target)
}

/**
 * Radix returns focus a task after the content has left the page, and in between focus would be on <body>.
 * A layout effect's cleanup runs before the content's elements are removed, so focus moves out first.
 */
function MoveFocusOutFirst({ moveFocus }: { moveFocus(): void }) {
  const onLeave = useEffectEvent(moveFocus)
  useLayoutEffect(() => () => onLeave(), [])
  return null
}

export interface DialogContentProps {
  title: string
  description?: ReactNode
  children?: ReactNode
  /** Width on a wide screen; on a phone every size fills the width less a margin. */
  size?: DialogSize
  /**
   * Where focus goes on close, asked at that moment (e.g. the next row after a delete). When it gives nothing
   * that is still on the page, focus returns to the control that opened the dialog, and if that is gone too,
   * to the page's heading.
   */
  finalFocus?: () => HTMLElement | null | undefined
  /** Radix's own hook, for full control: prevent its default and nothing above happens. */
  onCloseAutoFocus?: (event: Event) => void
}

/** A modal with a title (required: every dialog is named) and an optional description. */
export function DialogContentParts({
  title,
  description,
  children,
  size = 'md',
  finalFocus,
  onCloseAutoFocus,
}: DialogContentProps) {
  const opener = useRef<HTMLElement | null>(null)

  const rememberOpener = () => {
    // Radix asks before it moves focus in, so the focused element is still the one that opened the dialog.
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
  }

  const returnFocus = (event: Event) => {
    onCloseAutoFocus?.(event)
    if (event.defaultPrevented) return
    if (focusIfPresent(finalFocus?.()) || focusIfPresent(opener.current)) {
      event.preventDefault()
      return
    }
    // A Dialog.Trigger, if there is one, still gets focus from Radix after this.
    focusPage()
  }

  /**
   * As the content closes, while focus is still inside it: the opener, else the page. finalFocus is asked later,
   * by returnFocus, once the page has settled. A caller with its own hook decides alone.
   */
  const moveFocusOut = () => {
    // The content's ref is already detached at this point, so "inside" is read from the focused element.
    if (onCloseAutoFocus || !document.activeElement?.closest('[role="dialog"]')) return
    if (!focusIfPresent(opener.current)) focusPage()
  }

  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
      <RadixDialog.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl',
          'max-h-[calc(100dvh-2rem)] overflow-y-auto overscroll-contain',
          sizes[size],
        )}
        onOpenAutoFocus={rememberOpener}
        onCloseAutoFocus={returnFocus}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <RadixDialog.Title className="text-lg font-semibold break-words text-slate-900">{title}</RadixDialog.Title>
        {description ? (
          <RadixDialog.Description className="mt-2 text-sm break-words text-slate-600">
            {description}
          </RadixDialog.Description>
        ) : null}
        <div className="mt-5">{children}</div>
        <MoveFocusOutFirst moveFocus={moveFocusOut} />
      </RadixDialog.Content>
    </RadixDialog.Portal>
  )
}

export const DialogClose = RadixDialog.Close
