import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { toast } from 'sonner'
import { z } from 'zod/mini'
import { sendEndpoints, whatsappTemplateRequestSchema } from '@/api/messages'
import type { Template } from '@/api/templates'
import { Detail, DetailList } from '@/components/detail-list'
import { FormDialog, KEEP_OPEN } from '@/components/form-dialog'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { isPhoneNumber, normalizePhoneNumber } from '@/domain/phone-number'
import { useSendMessage } from '@/resources/messages'
import { recordSentMessage, type SentMessage } from '@/resources/sent-messages'
import { loadOwnNumber, saveOwnNumber } from '../own-number-storage'
import { TemplatePreview } from './template-preview'

interface SendTestDialogProps {
  open: boolean
  onOpenChange(open: boolean): void
  workspaceId: string
  template: Template
}

const ownNumberForm = z.object({
  phoneNumber: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter your phone number'),
      z.refine(isPhoneNumber, 'A + and the country code, then the number, e.g. +44 7700 900123'),
    ),
})
type OwnNumberForm = z.output<typeof ownNumberForm>

/** The request of the WhatsApp send-template endpoint, parsed with the schema the API module sends it with. */
function testRequest(workspaceId: string, name: string, phoneNumber: string) {
  const parsed = whatsappTemplateRequestSchema.safeParse({
    recepient: { phoneNumber: normalizePhoneNumber(phoneNumber) },
    workspace: { id: workspaceId },
    template: name,
  })
  if (!parsed.success)
    throw new Error('This template cannot be sent: its name or your number is not one the API takes.')
  return { endpoint: 'whatsappTemplate' as const, body: parsed.data }
}

function Answer({ sent, workspaceId }: { sent: SentMessage; workspaceId: string }) {
  return (
    <section aria-labelledby="send-test-answer" className="min-w-0 space-y-2">
      <h3 id="send-test-answer" className="text-sm font-semibold text-slate-900">
        What the API answered
      </h3>
      <p role="status" className="text-sm [overflow-wrap:anywhere] text-slate-600">
        Sent to {sent.recipient}: {sent.status || 'no status'}
        {sent.error ? ', with an error' : ''}.
      </p>
      <DetailList className="grid-cols-1 sm:grid-cols-3">
        <Detail label="Message id" mono>
          {sent.id}
        </Detail>
        <Detail label="Status">{sent.status || '—'}</Detail>
        <Detail label="Error">{sent.error ? <span dir="auto">{sent.error}</span> : 'None'}</Detail>
      </DetailList>
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
 * Sends an approved template to the user's own phone, the number remembered per workspace, through the same send
 * and history as the Messages screen. The endpoint takes the template's name only, which the dialog says.
 */
export function SendTestDialog({ open, onOpenChange, workspaceId, template }: SendTestDialogProps) {
  const { name, language, components } = template.template
  const mutation = useSendMessage()
  const [sent, setSent] = useState<SentMessage | null>(null)

  const submit = async ({ phoneNumber }: OwnNumberForm) => {
    const request = testRequest(workspaceId, name, phoneNumber)
    const response = await mutation.mutateAsync(request)
    saveOwnNumber(workspaceId, phoneNumber)
    const entry = recordSentMessage(request, response)
    setSent(entry)
    if (entry.error) toast.warning(`Test of “${name}” sent to ${entry.recipient}, with an error: ${entry.error}`)
    else toast.success(`Test of “${name}” sent to ${entry.recipient}: ${entry.status}`)
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
      schema={ownNumberForm}
      defaultValues={{ phoneNumber: loadOwnNumber(workspaceId) }}
      onSubmit={submit}
      submitLabel={sent ? 'Send again' : 'Send test'}
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
          <p className="text-sm text-slate-600">
            <code className="rounded bg-slate-100 px-1 py-0.5 text-xs">POST {sendEndpoints.whatsappTemplate.path}</code>{' '}
            sends the template by its name only, with no variable values: its variables arrive as the API fills them, or
            empty. The preview shows them with the examples.
          </p>
          <section aria-labelledby="send-test-preview" className="min-w-0 space-y-2">
            <h3 id="send-test-preview" className="text-sm font-semibold text-slate-900">
              What to expect, with the examples
            </h3>
            <TemplatePreview components={components} language={language} />
          </section>
          {sent && <Answer sent={sent} workspaceId={workspaceId} />}
        </>
      )}
    </FormDialog>
  )
}
