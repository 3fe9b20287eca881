import { useState } from 'react'
import type { MessageResponse } from '@/api/messages'
import { PageHeader } from '@/components/page-header'
import { type UrlSearchProps } from '@/components/url-search-props'
import type { SendRequest } from '../check-send'
import type { MessageSearch } from '../message-search'
import { addSentMessage, clearSentMessages, loadSentMessages, type SentMessage } from '../sent-history'
import { SendMessageForm } from './send-message-form'
import { SendResult } from './send-result'
import { SentHistoryTable } from './sent-history-table'

interface MessageConsoleProps extends UrlSearchProps<MessageSearch> {
  workspaceId: string
}

function sentMessage({ endpoint, body }: SendRequest, response: MessageResponse): SentMessage {
  const recipient = 'recepient' in body && body.recepient ? body.recepient.phoneNumber : (body.contact?.id ?? '')
  const scheduledFor = 'scheduleDateTime' in body ? body.scheduleDateTime : undefined
  return {
    endpoint,
    recipient,
    sentAt: new Date().toISOString(),
    scheduledFor,
    id: response.id,
    status: response.status,
    error: response.error,
  }
}

/** The Messages screen: send on any of the nine endpoints, see what the API answered, and this session's sends. */
export function MessageConsole({ workspaceId, search, onSearchChange }: MessageConsoleProps) {
  const [history, setHistory] = useState(() => loadSentMessages(workspaceId))
  const [last, setLast] = useState<SentMessage | null>(null)

  const onSent = (request: SendRequest, response: MessageResponse) => {
    const sent = sentMessage(request, response)
    setLast(sent)
    setHistory(addSentMessage(workspaceId, sent))
  }

  return (
    <>
      <PageHeader
        title="Messages"
        description="Send one message on WhatsApp, Messenger, Instagram or Telegram, and see what the API answers."
      />
      <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(16rem,22rem)] lg:items-start">
        <div className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
          <SendMessageForm workspaceId={workspaceId} search={search} onSearchChange={onSearchChange} onSent={onSent} />
        </div>
        <SendResult sent={last} />
      </div>
      <div className="mt-8">
        <SentHistoryTable
          entries={history}
          onClear={() => {
            clearSentMessages(workspaceId)
            setHistory([])
          }}
        />
      </div>
    </>
  )
}
