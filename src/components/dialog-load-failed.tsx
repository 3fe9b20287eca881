import { useLayoutEffect, useRef } from 'react'
import { Button } from './ui/button'

interface DialogLoadFailedProps {
  onRetry(): void
  onClose(): void
}

const focusIfPresent = (element: HTMLElement | null) => {
  if (element?.isConnected) element.focus()
}

/**
 * In place of a dialog whose code could not be fetched: says so, with Try again and Close. Focus comes here from
 * the control that opened the dialog, and goes back to it before the dialog opens (which returns it there when
 * it closes), or when this closes.
 */
export function DialogLoadFailed({ onRetry, onClose }: DialogLoadFailedProps) {
  const retryButton = useRef<HTMLButtonElement>(null)
  const opener = useRef<HTMLElement | null>(null)

  useLayoutEffect(() => {
    const focused = document.activeElement
    opener.current = focused instanceof HTMLElement && focused !== document.body ? focused : null
    retryButton.current?.focus()
  }, [])

  const backTo = (next: () => void) => () => {
    focusIfPresent(opener.current)
    next()
  }

  return (
    <div className="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-sm space-y-3 rounded-lg bg-slate-900 px-4 py-3 text-sm text-white shadow-lg">
      <p role="alert">This could not open. Check your connection and try again.</p>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" size="sm" onClick={backTo(onClose)}>
          Close
        </Button>
        <Button ref={retryButton} variant="secondary" size="sm" onClick={backTo(onRetry)}>
          Try again
        </Button>
      </div>
    </div>
  )
}
