import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { formatDateTime } from '@/lib/format'

interface MessageDraftNoticeProps {
  restoredAt: string
  onStartOver(): void
}

/** Says the form holds a restored draft and offers a clean start; what it said stays, so nothing below it moves. */
export function MessageDraftNotice({ restoredAt, onStartOver }: MessageDraftNoticeProps) {
  const [startedOver, setStartedOver] = useState(false)
  return (
    <div
      role="status"
      className="flex min-h-[3.625rem] flex-wrap items-center justify-between gap-3 rounded-md border border-indigo-200 bg-indigo-50 p-3 text-sm text-indigo-900"
    >
      {startedOver ? (
        <p>You started over: the draft is deleted from this browser.</p>
      ) : (
        <>
          <p>Your unsent message from {formatDateTime(restoredAt)} was restored.</p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setStartedOver(true)
              onStartOver()
            }}
          >
            Start over
          </Button>
        </>
      )}
    </div>
  )
}
