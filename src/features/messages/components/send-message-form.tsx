import Send from 'lucide-react/icons/send'
import { Suspense, useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { sendEndpoints, type MessageResponse } from '@/api/messages'
import { ErrorSummary } from '@/components/error-summary'
import { lazyComponent, PartSlot } from '@/components/lazy-component'
import { FormError } from '@/components/form-error'
import { SubmitButton } from '@/components/submit-button'
import { useServerSubmit } from '@/components/use-server-submit'
import { type UrlSearchProps } from '@/lib/url-search'
import { TechnicalDetails } from '@/components/technical-details'
import { channelLabels, kindLabels } from '../channel-labels'
import { channels, endpointFor, kindsOf } from '../channels'
import { isSchedulable } from '../endpoint-fields'
import type { SendRequest } from '../check-send'
import { errorAt } from '../error-at'
import { withChannel, type MessageSearch } from '../message-search'
import { useSendMessage } from '@/resources/messages'
import { sendFailed } from '@/resources/sent-messages'
import { messageDraftStorage } from '../message-draft-storage'
import { emptySendForm, type ChosenTemplate, type SendForm } from '../send-form'
import { sendResolver, type SendContext } from '../send-resolver'
import { useMessageDraft, useMessageDraftAutosave } from '../use-message-draft'
import { ChoiceGroup } from './choice-group'
import { MessageTextField } from './message-text-field'
import { RecipientFields } from './recipient-fields'
import { ScheduleField } from './schedule-field'
import { WindowNote } from './window-note'

// The other channels' and kinds' own fields come with them: the console opens on WhatsApp text.
const MediaFields = lazyComponent(() => import('./media-fields').then((module) => module.MediaFields))
const ElementsEditor = lazyComponent(() => import('./elements-editor').then((module) => module.ElementsEditor))
const ButtonListEditor = lazyComponent(() => import('./button-list-editor').then((module) => module.ButtonListEditor))
const WhatsappTemplateField = lazyComponent(() =>
  import('./whatsapp-template-field').then((module) => module.WhatsappTemplateField),
)
// Only a restored draft shows it.
const MessageDraftNotice = lazyComponent(() =>
  import('./message-draft-notice').then((module) => module.MessageDraftNotice),
)

interface SendMessageFormProps extends UrlSearchProps<MessageSearch> {
  workspaceId: string
  onSent(request: SendRequest, response: MessageResponse): void
}

const channelOptions = channels.map((channel) => ({ value: channel, label: channelLabels[channel] }))

/**
 * The send form: one set of values for every channel and kind, so switching keeps what was typed, and only the
 * chosen endpoint's fields are shown, checked and sent. The values are kept as the workspace's draft until a send
 * succeeds, so a reload or a reconnect loses nothing; a refused send keeps the form as it was.
 */
export function SendMessageForm({ workspaceId, search, onSearchChange, onSent }: SendMessageFormProps) {
  const endpoint = endpointFor(search.channel, search.kind)
  // Focus goes to the first field that is wrong in the order of the page (the summary's doing), not in the order of registration.
  const [template, setTemplate] = useState<ChosenTemplate | null>(null)
  const draft = useMessageDraft(workspaceId)
  const [restoredAt, setRestoredAt] = useState(draft.restoredAt)
  const form = useForm<SendForm, SendContext, SendRequest>({
    resolver: sendResolver,
    context: { endpoint, workspaceId, template },
    defaultValues: draft.initial,
    shouldFocusError: false,
  })
  useMessageDraftAutosave(form, workspaceId)
  const mutation = useSendMessage()
  const { formRef, onSubmit, pending, problems, serverError, clearServerError } = useServerSubmit(
    form,
    async (request) => {
      const response = await mutation.mutateAsync(request)
      onSent(request, response)
      if (sendFailed(response)) return
      messageDraftStorage.clear(workspaceId)
      setRestoredAt(null)
    },
  )

  /** The notice's button goes away: focus moves to the recipient, the first field after the channel and kind. */
  const startOver = () => {
    messageDraftStorage.clear(workspaceId)
    form.reset(emptySendForm())
    setTemplate(null)
    clearServerError()
    window.setTimeout(() => form.setFocus('contactId'))
  }

  const switchTo = (next: MessageSearch) => {
    form.clearErrors()
    clearServerError()
    onSearchChange(next)
  }

  return (
    <FormProvider {...form}>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="min-w-0 space-y-5" aria-label="Send a message">
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
        <TechnicalDetails className="text-xs">
          <p>
            Sends{' '}
            <code className="rounded bg-slate-100 px-1 py-0.5 [overflow-wrap:anywhere]">
              POST {sendEndpoints[endpoint].path}
            </code>
          </p>
        </TechnicalDetails>
        <RecipientFields endpoint={endpoint} />
        {search.kind === 'text' && <MessageTextField />}
        <PartSlot loading="Loading the fields…">
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
        </PartSlot>
        {isSchedulable(endpoint) && <ScheduleField />}
        <div className="space-y-3 border-t border-slate-200 pt-4">
          <FormError
            message={serverError ?? errorAt(form.formState.errors, 'body')}
            title={serverError ? 'The API did not accept the message' : undefined}
          />
          <SubmitButton
            pending={pending}
            pendingLabel="Sending…"
            icon={<Send aria-hidden className="size-4 rtl:-scale-x-100" />}
          >
            Send message
          </SubmitButton>
          <WindowNote endpoint={endpoint} serverError={serverError} onSwitch={switchTo} />
          <ErrorSummary problems={problems} />
          {/* Under the button, with its room kept while its code loads, so showing it moves no control. */}
          {restoredAt && (
            <Suspense fallback={<div aria-hidden className="min-h-[3.625rem]" />}>
              <MessageDraftNotice restoredAt={restoredAt} onStartOver={startOver} />
            </Suspense>
          )}
        </div>
      </form>
    </FormProvider>
  )
}
