import { Send } from 'lucide-react'
import { useRef, useState, type FormEvent } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { isApiError } from '@/api/api-error'
import { sendEndpoints, type MessageResponse } from '@/api/messages'
import type { Template } from '@/api/templates'
import { ErrorSummary } from '@/components/error-summary'
import { FormError } from '@/components/form-error'
import { Button } from '@/components/ui/button'
import { useFormProblems } from '@/components/use-form-problems'
import { cn } from '@/lib/cn'
import { channelLabels, channels, endpointFor, kindLabels, kindsOf } from '../channels'
import { isSchedulable } from '../endpoint-fields'
import type { SendRequest } from '../check-send'
import { errorAt } from '../error-at'
import { withChannel, type MessageSearch } from '../message-search'
import { useSendMessage } from '../queries'
import { emptySendForm, type SendForm } from '../send-form'
import { sendResolver, type SendContext } from '../send-resolver'
import { ButtonListEditor } from './button-list-editor'
import { ChoiceGroup } from './choice-group'
import { ElementsEditor } from './elements-editor'
import { MediaFields } from './media-fields'
import { MessageTextField } from './message-text-field'
import { RecipientFields } from './recipient-fields'
import { ScheduleField } from './schedule-field'
import { WhatsappTemplateField } from './whatsapp-template-field'

interface SendMessageFormProps {
  workspaceId: string
  search: MessageSearch
  onSearchChange(next: MessageSearch): void
  onSent(request: SendRequest, response: MessageResponse): void
}

const channelOptions = channels.map((channel) => ({ value: channel, label: channelLabels[channel] }))

/**
 * The send form: one set of values for every channel and kind, so switching keeps what was typed, and only the
 * chosen endpoint's fields are shown, checked and sent. A refused send keeps the form as it was.
 */
export function SendMessageForm({ workspaceId, search, onSearchChange, onSent }: SendMessageFormProps) {
  const endpoint = endpointFor(search.channel, search.kind)
  // Focus goes to the first field that is wrong in the order of the page (the summary's doing), not in the order of registration.
  const form = useForm<SendForm, SendContext, SendRequest>({
    resolver: sendResolver,
    context: { endpoint, workspaceId },
    defaultValues: emptySendForm(),
    shouldFocusError: false,
  })
  const { formRef, problems, reveal } = useFormProblems()
  const mutation = useSendMessage()
  const [serverError, setServerError] = useState<string | null>(null)
  const [template, setTemplate] = useState<Template | null>(null)
  const sending = useRef(false)
  const pending = form.formState.isSubmitting

  const switchTo = (next: MessageSearch) => {
    form.clearErrors()
    setServerError(null)
    onSearchChange(next)
  }

  const send = async (request: SendRequest) => {
    setServerError(null)
    try {
      onSent(request, await mutation.mutateAsync(request))
    } catch (error) {
      // A refused key is the global policy's: it returns to the connect screen.
      if (isApiError(error) && error.isUnauthorized) return
      setServerError(error instanceof Error && error.message ? error.message : 'Something went wrong. Try again.')
    }
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending.current) return
    sending.current = true
    try {
      let refused = false
      await form.handleSubmit(send, () => {
        refused = true
      })(event)
      // Once the submit has set the fields' errors, so the summary finds them on the page.
      if (refused) reveal()
    } finally {
      sending.current = false
    }
  }

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void submit(event)}
        className="min-w-0 space-y-5"
        aria-label="Send a message"
      >
        <div className="flex flex-wrap gap-x-6 gap-y-4">
          <ChoiceGroup
            legend="Channel"
            options={channelOptions}
            value={search.channel}
            onChange={(channel) => switchTo(withChannel(search, channel))}
          />
          <ChoiceGroup
            legend="Kind"
            options={kindsOf(search.channel).map((kind) => ({ value: kind, label: kindLabels[kind] }))}
            value={search.kind}
            onChange={(kind) => switchTo({ channel: search.channel, kind })}
          />
        </div>
        <p className="text-xs text-slate-600">
          Sends{' '}
          <code className="rounded bg-slate-100 px-1 py-0.5 [overflow-wrap:anywhere]">
            POST {sendEndpoints[endpoint].path}
          </code>
        </p>
        <RecipientFields endpoint={endpoint} />
        {search.kind === 'text' && <MessageTextField />}
        {search.kind === 'media' && <MediaFields />}
        {endpoint === 'whatsappTemplate' && (
          <WhatsappTemplateField workspaceId={workspaceId} chosen={template} onChoose={setTemplate} />
        )}
        {(endpoint === 'messengerTemplate' || endpoint === 'instagramTemplate') && <ElementsEditor />}
        {endpoint === 'telegramTemplate' && (
          <>
            <MessageTextField />
            <fieldset className="min-w-0 space-y-2">
              <legend className="text-sm font-medium text-slate-800">Buttons</legend>
              <ButtonListEditor name="buttons" />
            </fieldset>
          </>
        )}
        {isSchedulable(endpoint) && <ScheduleField />}
        <div className="space-y-3 border-t border-slate-200 pt-4">
          <FormError
            message={serverError ?? errorAt(form.formState.errors, 'body')}
            title={serverError ? 'The API did not accept the message' : undefined}
          />
          {/* aria-disabled, not disabled: a disabled button drops the focus to <body>. */}
          <Button
            type="submit"
            aria-disabled={pending || undefined}
            className={cn(pending && 'cursor-not-allowed opacity-60')}
          >
            <Send aria-hidden className="size-4" /> {pending ? 'Sending…' : 'Send message'}
          </Button>
          <ErrorSummary problems={problems} />
        </div>
      </form>
    </FormProvider>
  )
}
