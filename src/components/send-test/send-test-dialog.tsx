import { Link } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { toast } from 'sonner'
import { z } from 'zod/mini'
import { whatsappTemplateRequestSchema } from '@/api/messages'
import type { Template } from '@/api/templates'
import { TemplateValuesFields } from '@/components/template-values/template-values-fields'
import { FormDialog, KEEP_OPEN } from '@/components/form-dialog'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { isPhoneNumber, normalizePhoneNumber } from '@/domain/phone-number'
import { emptyValues, templateParameters, templateSlots, type TemplateValues } from '@/domain/template-values'
import { templateValuesSchema } from '@/domain/template-values-schema'
import { useSendMessage } from '@/resources/messages'
import { recordSentMessage, sendFailed, type SentMessage } from '@/resources/sent-messages'
import { SendOutcome, sendOutcomeText } from '@/components/send-outcome'
import { loadOwnNumber, saveOwnNumber } from './own-number-storage'

interface SendTestDialogProps {
  open: boolean
  onOpenChange(open: boolean): void
  workspaceId: string
  template: Template
  /** The values the form starts with; empty otherwise. */
  values?: TemplateValues
}

const phoneNumber = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Enter your phone number'),
    z.refine(isPhoneNumber, 'A + and the country code, then the number, e.g. +44 7700 900123'),
  )

/** The user's number and the template's values, each checked as WhatsApp would at send time. */
const testForm = (template: Template) =>
  z.object({ phoneNumber, values: templateValuesSchema(template.template.components) })
interface TestForm {
  phoneNumber: string
  values: TemplateValues
}

/** The request of the WhatsApp send-template endpoint, parsed with the schema the API module sends it with. */
function testRequest(workspaceId: string, template: Template, { phoneNumber, values }: TestForm) {
  const { name, language, components } = template.template
  const parsed = whatsappTemplateRequestSchema.safeParse({
    recepient: { phoneNumber: normalizePhoneNumber(phoneNumber) },
    workspace: { id: workspaceId },
    template: { name, language },
    ...templateParameters(templateSlots(components), values),
  })
  if (!parsed.success)
    throw new Error('This template cannot be sent: its name, language or your number is not one the API takes.')
  return { endpoint: 'whatsappTemplate' as const, body: parsed.data }
}

function Answer({ sent, workspaceId, subject }: { sent: SentMessage; workspaceId: string; subject: string }) {
  return (
    <section aria-labelledby="send-test-answer" className="min-w-0 space-y-2">
      <h3 id="send-test-answer" className="text-sm font-semibold text-slate-900">
        What the API answered
      </h3>
      <p role="status" className="text-sm [overflow-wrap:anywhere] text-slate-600">
        {sendOutcomeText(sent, subject)}
      </p>
      <SendOutcome sent={sent} className="grid-cols-1 sm:grid-cols-3" />
      <Link
        to="/w/$workspaceId/messages"
        params={{ workspaceId }}
        search={{ channel: 'whatsapp', kind: 'template' }}
        hash="sent-history-heading"
        className="text-sm text-indigo-700 hover:underline"
      >
        See it in the Messages history
      </Link>
    </section>
  )
}

/**
 * Sends an approved template to the user's own phone, the number remembered per workspace, with a value for each
 * of its variables, through the same send and history as the Messages screen.
 */
export function SendTestDialog({ open, onOpenChange, workspaceId, template, values }: SendTestDialogProps) {
  const { name, language, components } = template.template
  const mutation = useSendMessage()
  const [sent, setSent] = useState<SentMessage | null>(null)
  const schema = useMemo(() => testForm(template), [template])
  const subject = `Test of “${name}”`
  const sentWell = sent !== null && !sendFailed(sent)

  const submit = async (form: TestForm) => {
    const { phoneNumber } = form
    const request = testRequest(workspaceId, template, form)
    const response = await mutation.mutateAsync(request)
    saveOwnNumber(workspaceId, phoneNumber)
    const entry = recordSentMessage(request, response)
    setSent(entry)
    const text = sendOutcomeText(entry, subject)
    if (sendFailed(entry)) toast.error(text)
    else toast.success(text)
    return KEEP_OPEN
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) setSent(null)
        onOpenChange(isOpen)
      }}
      size="lg"
      title="Send a test"
      description={<span className="[overflow-wrap:anywhere]">Sends “{name}” to your own phone on WhatsApp.</span>}
      schema={schema}
      defaultValues={{
        phoneNumber: loadOwnNumber(workspaceId),
        values: values ?? emptyValues(templateSlots(components)),
      }}
      onSubmit={submit}
      submitLabel={sent ? (sentWell ? 'Send again' : 'Try again') : 'Send test'}
      // Sent: closing is the main action, so sending again takes a deliberate press.
      doneLabel={sentWell ? 'Done' : undefined}
      pendingLabel="Sending…"
    >
      {({ register, formState: { errors } }) => (
        <>
          <Field
            label="Your phone number"
            hint="In international format: a + and the country code, e.g. +44 7700 900123. Kept in this browser for this workspace."
            error={errors.phoneNumber?.message}
          >
            <Input type="tel" inputMode="tel" autoComplete="tel" {...register('phoneNumber')} />
          </Field>
          <TemplateValuesFields components={components} language={language} name="values" />
          {sent && <Answer sent={sent} workspaceId={workspaceId} subject={subject} />}
        </>
      )}
    </FormDialog>
  )
}
