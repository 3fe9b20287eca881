import { useState } from 'react'

/**
 * Which of a screen's dialogs is open, for a feature's dialog host. `shown` stays the last one after it closes,
 * so the closing dialog keeps its content while focus returns to its opener.
 */
export function useDialogState<Dialog>() {
  const [open, setOpen] = useState<Dialog | null>(null)
  const [last, setLast] = useState<Dialog | null>(null)
  return {
    open,
    shown: open ?? last,
    show: (next: Dialog) => {
      setLast(next)
      setOpen(next)
    },
    /** For a dialog's onOpenChange: closing clears `open`. */
    onOpenChange: (isOpen: boolean) => {
      if (!isOpen) setOpen(null)
    },
  }
}
