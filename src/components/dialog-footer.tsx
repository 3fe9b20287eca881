import type { ReactNode } from 'react'
import { ErrorSummary } from './error-summary'
import { FormError } from './form-error'
import { type FormProblem } from './form-problems'
import { Button } from './ui/button'
import { DialogClose } from './ui/dialog'

interface DialogFooterProps {
  /** The server's refusal, above the buttons. */
  error?: string | null
  /** The fields' problems after a refused submit, below the buttons. */
  problems?: readonly FormProblem[]
  /** The submit button, after Cancel. */
  children: ReactNode
}

/** The end of a dialog's form: Cancel and the submit button, with what stopped the last submit around them. */
export function DialogFooter({ error, problems = [], children }: DialogFooterProps) {
  return (
    <div className="space-y-3 pt-2">
      <FormError message={error} />
      <div className="flex flex-wrap justify-end gap-2">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        {children}
      </div>
      <ErrorSummary problems={problems} />
    </div>
  )
}
