import { useState } from 'react'
import type { MessageResponse } from '@/api/messages'
import { PageHeader } from '@/components/page-header'
import { type UrlSearchProps } from '@/lib/url-search'
import type { SendRequest } from '../check-send'
import { templateSendSearch, type MessageSearch } from '../message-search'
import { clearSentMessages, loadSentMessages, recordSentMessage, type SentMessage } from '@/resources/sent-messages'
import { SendMessageForm } from './send-message-form'
import { SendResult } from './send-result'
import { SentHistoryTable } from './sent-history-table'
import { toastSend } from './toast-send'

interface MessageConsoleProps extends UrlSearchProps<MessageSearch> {
  workspaceId: string
}

/** The Messages screen: send on any of the nine endpoints, see what the API answered, and this session's sends. */
export function MessageConsole({ workspaceId, search, onSearchChange }: MessageConsoleProps) {
  const [history, setHistory] = useState(() => loadSentMessages(workspaceId))
  const [last, setLast] = useState<SentMessage | null>(null)

  const onSent = (request: SendRequest, response: MessageResponse) => {
    const sent = recordSentMessage(request, response)
    setLast(sent)
    setHistory(loadSentMessages(workspaceId))
    toastSend(sent)
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
        <SendResult sent={last} onSendTemplate={() => onSearchChange(templateSendSearch)} />
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
