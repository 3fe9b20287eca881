import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import type { SegmentRequest } from '@/api/segments'
import { OptOutConsent } from '@/components/opt-out-consent'
import { isRepliedEngagement } from '@/domain/opt-out-consent'
import { optOutsToConfirm } from '@/domain/retarget-opt-outs'
import { retargetQueries } from '@/resources/broadcasts'
import { useAllLogs } from '@/resources/use-all-logs'
import type { SegmentFieldProps, SegmentFormValues } from '../segment-form'

/**
 * The people of a retarget who asked for no more messages. The API cannot leave them out of a segment, so the form
 * says how many there are (from the broadcast's logs, read once and shared with its report) and saves only once the
 * user ticks "Include…", or offers the list of the replies without them instead. Nothing shows when there are none.
 */
export function RetargetOptOutsField({ control, workspaceId }: SegmentFieldProps) {
  const { register, setValue, formState } = useFormContext<SegmentFormValues, unknown, SegmentRequest>()
  const [broadcastId, engagement] = useWatch({ control, name: ['retargetBroadcast', 'retargetEngagementType'] })
  // The one read of every log, shared with the report: joined when under way, kept while the tab is open.
  const logs = useAllLogs(broadcastId)
  const { state } = logs
  const kept = state.phase === 'done' ? state : state.phase === 'reading' ? state.kept : undefined
  const read = broadcastId === '' ? undefined : kept
  const toConfirm = broadcastId === '' ? 0 : optOutsToConfirm(engagement, read)
  const name = useQuery(retargetQueries.choices(workspaceId)).data?.find((row) => row.id === broadcastId)?.name
  const checking = broadcastId !== '' && state.phase === 'reading'
  const check = () => void logs.read()
  const unread = broadcastId !== '' && isRepliedEngagement(engagement) && !read && !checking
  const { read: startRead } = logs
  useEffect(() => {
    if (unread) void startRead()
  }, [unread, startRead])

  const { isSubmitted } = formState
  useEffect(() => {
    setValue('retargetOptOuts', toConfirm, { shouldValidate: isSubmitted })
  }, [toConfirm, isSubmitted, setValue])
  // A choice made for one broadcast and engagement is not one for another.
  const pair = `${broadcastId}\n${engagement}`
  const chosenFor = useRef(pair)
  useEffect(() => {
    if (chosenFor.current === pair) return
    chosenFor.current = pair
    setValue('includeOptOuts', false)
  }, [pair, setValue])

  return (
    <OptOutConsent
      workspaceId={workspaceId}
      broadcastId={broadcastId}
      engagement={engagement}
      broadcastName={name}
      count={toConfirm}
      partial={read?.outcome !== 'complete'}
      checking={checking}
      onRetry={check}
      checkbox={{ error: formState.errors.includeOptOuts?.message, ...register('includeOptOuts') }}
    />
  )
}
