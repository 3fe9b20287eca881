import type { ReactNode } from 'react'
import { Button } from './ui/button'
import { Dialog, DialogClose, DialogContent } from './ui/dialog'

interface ConfirmDialogProps {
  open: boolean
  onOpenChange(open: boolean): void
  title: string
  description: ReactNode
  confirmLabel: string
  onConfirm(): void
  pending?: boolean
  destructive?: boolean
}

/** The one confirmation for every destructive action; the caller closes it when the action succeeds. */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, onConfirm, pending, destructive = true }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={description}>
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button variant={destructive ? 'danger' : 'primary'} onClick={onConfirm} disabled={pending}>
            {pending ? 'Working…' : confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
