import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef, type ReactNode } from 'react'
import { FormProvider, useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form'
import type * as z from 'zod/v4/core'
import { DialogFooter } from './dialog-footer'
import { SubmitButton } from './submit-button'
import { Dialog, DialogContent, type DialogContentProps, type DialogSize } from './ui/dialog'
import { useServerSubmit } from './use-server-submit'

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
   * error shows here and not in a toast too). Resolving closes the dialog; rejecting shows the refusal (on the fields
   * it names, the rest above the buttons: see useServerSubmit); resolving with KEEP_OPEN does neither (e.g. the form
   * asks for a confirmation first).
   */
  onSubmit(values: Output): Promise<unknown>
  submitLabel: string
  pendingLabel?: string
  /**
   * Once the form was sent and could be sent again (a test send): the label of the main button, which closes the
   * dialog; the submit then sits beside it as a secondary action, and Cancel goes.
   */
  doneLabel?: string
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
  'schema' | 'defaultValues' | 'onSubmit' | 'submitLabel' | 'pendingLabel' | 'doneLabel' | 'children'
> & { onDone(): void }

function FormDialogForm<Input extends FieldValues, Output>({
  schema,
  defaultValues,
  onSubmit,
  submitLabel,
  pendingLabel = 'Saving…',
  doneLabel,
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
  const mounted = useRef(false)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  const {
    formRef,
    onSubmit: submit,
    pending,
    problems,
    serverError,
  } = useServerSubmit(form, async (values) => {
    // Closed and reopened while this was pending: that is another form now.
    if ((await onSubmit(values)) !== KEEP_OPEN && mounted.current) onDone()
  })

  // The provider lets shared parts (e.g. a template's values) register their fields in the dialog's form.
  return (
    <FormProvider {...form}>
      <form ref={formRef} noValidate onSubmit={submit} className="space-y-4">
        {children(form)}
        <DialogFooter error={serverError} problems={problems} done={doneLabel}>
          <SubmitButton
            pending={pending}
            pendingLabel={pendingLabel}
            variant={doneLabel === undefined ? 'primary' : 'secondary'}
          >
            {submitLabel}
          </SubmitButton>
        </DialogFooter>
      </form>
    </FormProvider>
  )
}
