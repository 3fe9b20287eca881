import type { AllLogsRead } from '@/resources/all-logs-reads'
import type { AllLogsState } from '@/resources/use-all-logs'

/** The complete read of every log, if there is one: the last done, or the one kept while a refresh reads again. */
export function completeRead(state: AllLogsState): AllLogsRead | undefined {
  const read = state.phase === 'done' ? state : state.phase === 'reading' ? state.kept : undefined
  return read?.outcome === 'complete' ? read : undefined
}
