import { useEffect, useRef, type ReactNode } from 'react'
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
  /**
   * Once the form was sent and could be sent again (a test send): the label of a main button, after the submit, that
   * closes the dialog in place of Cancel. It takes the focus when it comes, so a second Enter does not send again.
   */
  done?: string
}

/** The end of a dialog's form: Cancel and the submit button, with what stopped the last submit around them. */
export function DialogFooter({ error, problems = [], children, done }: DialogFooterProps) {
  const doneRef = useRef<HTMLButtonElement>(null)
  const isDone = done !== undefined
  useEffect(() => {
    if (isDone) doneRef.current?.focus()
  }, [isDone])
  return (
    <div className="space-y-3 pt-2">
      <FormError message={error} />
      <div className="flex flex-wrap justify-end gap-2">
        {!isDone && (
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
        )}
        {children}
        {isDone && (
          <DialogClose asChild>
            <Button ref={doneRef}>{done}</Button>
          </DialogClose>
        )}
      </div>
      <ErrorSummary problems={problems} />
    </div>
  )
}
