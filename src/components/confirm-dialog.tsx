import type { ReactNode } from 'react'
import { DialogFooter } from './dialog-footer'
import { SubmitButton } from './submit-button'
import { Dialog, DialogContent, type DialogContentProps } from './ui/dialog'

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

/**
 * The one confirmation for every destructive action; the caller closes it when the action succeeds. A form, so the
 * confirm button is its submit button.
 */
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
        <form
          onSubmit={(event) => {
            event.preventDefault()
            onConfirm()
          }}
        >
          <DialogFooter error={error}>
            <SubmitButton
              variant={destructive ? 'danger' : 'primary'}
              pending={Boolean(pending)}
              pendingLabel="Working…"
            >
              {confirmLabel}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
