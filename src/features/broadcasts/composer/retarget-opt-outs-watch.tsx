import { useEffect } from 'react'
import type { OptOutsCheck } from './composer-checks'
import { useRetargetOptOuts } from './use-retarget-opt-outs'

interface RetargetOptOutsWatchProps {
  broadcastId: string
  engagement: string
  onCheck(check: OptOutsCheck): void
}

/** Shows nothing: tells the composer, on every step, what the retarget's logs say of its people who opted out. */
export function RetargetOptOutsWatch({ broadcastId, engagement, onCheck }: RetargetOptOutsWatchProps) {
  const { check } = useRetargetOptOuts(broadcastId, engagement)
  useEffect(() => onCheck(check), [check, onCheck])
  return null
}
