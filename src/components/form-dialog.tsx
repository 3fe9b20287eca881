import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form'
import type * as z from 'zod/v4/core'
import { isApiError } from '@/api/api-error'
import { cn } from '@/lib/cn'
import { ErrorSummary } from './error-summary'
import { FormError } from './form-error'
import { Button } from './ui/button'
import { Dialog, DialogClose, DialogContent, type DialogContentProps, type DialogSize } from './ui/dialog'
import { useFormProblems } from './use-form-problems'

/** What onSubmit resolves with when nothing was sent and the form stays as it is. */
export const KEEP_OPEN = Symbol('keep the form open')

interface FormDialogProps<Input extends FieldValues, Output> {
  open: boolean
  onOpenChange(open: boolean): void
  title: string
  description?: ReactNode
  size?: DialogSize
  /** The API's own payload schema (zod/mini). */
  schema: z.$ZodType<Output, Input>
  /** Every field's starting value; the form starts from these each time the dialog opens. */
  defaultValues: Input
  /**
   * Sends the values, e.g. a mutation's `mutateAsync` (give the mutation `meta: { handlesErrors: true }`, so its
   * error shows here and not in a toast too). Resolving closes the dialog; rejecting shows the error by the button;
   * resolving with KEEP_OPEN does neither (e.g. the form asks for a confirmation first).
   */
  onSubmit(values: Output): Promise<unknown>
  submitLabel: string
  pendingLabel?: string
  /** The fields, given the form (register, control, formState). */
  children(form: UseFormReturn<Input, unknown, Output>): ReactNode
  finalFocus?: DialogContentProps['finalFocus']
}

/** Every create/edit form: a controlled dialog that closes when the server accepts, and keeps the input when it refuses. */
export function FormDialog<Input extends FieldValues, Output>({
  open,
  onOpenChange,
  title,
  description,
  size,
  finalFocus,
  ...formProps
}: FormDialogProps<Input, Output>) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={description} size={size} finalFocus={finalFocus}>
        {/* Mounted only while open, so each opening starts from the default values. */}
        <FormDialogForm {...formProps} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  )
}

type FormDialogFormProps<Input extends FieldValues, Output> = Pick<
  FormDialogProps<Input, Output>,
  'schema' | 'defaultValues' | 'onSubmit' | 'submitLabel' | 'pendingLabel' | 'children'
> & { onDone(): void }

function FormDialogForm<Input extends FieldValues, Output>({
  schema,
  defaultValues,
  onSubmit,
  submitLabel,
  pendingLabel = 'Saving…',
  children,
  onDone,
}: FormDialogFormProps<Input, Output>) {
  // Complete values are also partial ones; TypeScript cannot see that through the generic.
  // Focus goes to the first field that is wrong in the order of the page (the summary's doing), not in the order of registration.
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues as DefaultValues<Input>,
    shouldFocusError: false,
  })
  const { formRef, problems, reveal } = useFormProblems()
  const [serverError, setServerError] = useState<string | null>(null)
  const mounted = useRef(false)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  const { isSubmitting } = form.formState

  const send = async (values: Output) => {
    setServerError(null)
    try {
      if ((await onSubmit(values)) === KEEP_OPEN) return
    } catch (error) {
      // A refused key is the global policy's: it returns to the connect screen.
      if (isApiError(error) && error.isUnauthorized) return
      setServerError(error instanceof Error && error.message ? error.message : 'Something went wrong. Try again.')
      return
    }
    // Closed and reopened while this was pending: that is another form now.
    if (mounted.current) onDone()
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (isSubmitting) {
      event.preventDefault()
      return
    }
    let refused = false
    // Revealed once the submit has set the fields' errors, so the summary finds them on the page.
    void form
      .handleSubmit(send, () => {
        refused = true
      })(event)
      .then(() => refused && reveal())
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-4">
      {children(form)}
      <div className="space-y-3 pt-2">
        <FormError message={serverError} />
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          {/* aria-disabled, not disabled: a disabled button drops the focus to <body>. */}
          <Button
            type="submit"
            aria-disabled={isSubmitting || undefined}
            className={cn(isSubmitting && 'cursor-not-allowed opacity-60')}
          >
            {isSubmitting ? pendingLabel : submitLabel}
          </Button>
        </div>
        <ErrorSummary problems={problems} />
      </div>
    </form>
  )
}
