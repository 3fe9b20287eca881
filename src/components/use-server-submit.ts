import { useRef, useState, type FormEvent } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { isApiError, type ApiError } from '@/api/api-error'
import { fieldErrorsOf, type FieldMessages } from './server-field-errors'
import { useFormProblems } from './use-form-problems'

const FALLBACK = 'Something went wrong. Try again.'

/** For a send that checks more than the form's schema does: stops the submit the way a refused one shows. */
interface SubmitRefusals {
  /** The fields show what is wrong already: list their problems, and focus the first. */
  reveal(): void
  /** Shows each message under its field, focusing the first; returns those for fields the form lacks. */
  showFieldErrors(messages: FieldMessages): string[]
}

export interface ServerSubmitOptions {
  /** Refusals the server words only in its message that belong to one field, e.g. a taken name: `{ name: message }`. */
  fieldErrors?(error: ApiError): FieldMessages | undefined
}

/**
 * The submit of every form. A submit the form's own checks refuse sends nothing: the first wrong field, in the
 * order of the page, takes the focus, and `problems` lists them all for an ErrorSummary. A refusal from the server
 * puts the errors it names onto the fields the form has (focusing the first), and the rest in `serverError`, for a
 * FormError above the buttons; focus then goes to the submit button. A refused key (401) is the global policy's,
 * which returns to the connect screen: nothing shows here. Nothing is ever sent twice: presses while `pending`
 * are ignored, and a refusal is not retried.
 */
export function useServerSubmit<Input extends FieldValues, Context, Output>(
  form: UseFormReturn<Input, Context, Output>,
  send: (values: Output, refusals: SubmitRefusals) => Promise<unknown>,
  { fieldErrors }: ServerSubmitOptions = {},
) {
  const { formRef, problems, reveal } = useFormProblems()
  const [serverError, setServerError] = useState<string | null>(null)
  const sending = useRef(false)

  const showFieldErrors = (messages: FieldMessages): string[] => {
    const rest: string[] = []
    let shown = false
    for (const [path, message] of Object.entries(messages)) {
      const field = path as Path<Input>
      if (form.getValues(field) === undefined) {
        rest.push(`${path}: ${message}`)
        continue
      }
      form.setError(field, { type: 'server', message })
      shown = true
    }
    if (shown) reveal()
    return rest
  }

  const refuse = (error: unknown, submitter: HTMLElement | null | undefined) => {
    if (isApiError(error) && error.isUnauthorized) return
    const onFields =
      isApiError(error) && error.kind === 'http' ? { ...fieldErrorsOf(error.body), ...fieldErrors?.(error) } : {}
    const rest = showFieldErrors(onFields)
    const placed = Object.keys(onFields).length - rest.length
    if (placed > 0 && rest.length === 0) return
    const message = error instanceof Error && error.message ? error.message : FALLBACK
    setServerError((placed > 0 ? rest : [message, ...rest]).join(' '))
    if (placed === 0) submitter?.focus()
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending.current) return
    sending.current = true
    setServerError(null)
    const submitter =
      (event.nativeEvent as SubmitEvent).submitter ?? formRef.current?.querySelector<HTMLElement>('[type="submit"]')
    let refused = false
    void form
      .handleSubmit(
        (values) => send(values, { reveal, showFieldErrors }).catch((error: unknown) => refuse(error, submitter)),
        () => {
          refused = true
        },
      )(event)
      // Once the submit has set the fields' errors, so the summary finds them on the page.
      .then(() => refused && reveal())
      .finally(() => {
        sending.current = false
      })
  }

  return {
    formRef,
    onSubmit,
    pending: form.formState.isSubmitting,
    /** The fields' problems, for an ErrorSummary below the buttons. */
    problems,
    /** The server's refusal, for a FormError above the buttons. */
    serverError,
    clearServerError: () => setServerError(null),
  }
}
