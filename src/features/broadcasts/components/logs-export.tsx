import Download from 'lucide-react/icons/download'
import { useState } from 'react'
import { toast } from 'sonner'
import type { BroadcastLog } from '@/api/broadcasts'
import { Button } from '@/components/ui/button'
import { downloadText } from '@/lib/download'
import { filterIndexedLogs, indexLogs, isFiltering, type LogFilter } from '../log-filters'
import { logsCsvFileName, logsToCsv } from '../logs-csv'
import type { useAllLogs } from '@/resources/use-all-logs'
import { formatCountOf } from '@/lib/format'
import { phonePrefixesFor } from '../use-phone-search'

interface LogsExportProps {
  broadcastName: string
  allLogs: ReturnType<typeof useAllLogs>
  /** The filters as the table applies them: the export holds the same logs. */
  filter: LogFilter
}

/**
 * "Export CSV": the logs the filters show, every one of them (not only the page on screen), with the filters named in
 * the file's first line and name; "Export all" beside it while a filter is set. Both reuse the read of every log.
 */
export function LogsExport({ broadcastName, allLogs, filter }: LogsExportProps) {
  const [exporting, setExporting] = useState<'shown' | 'all'>()
  const filtering = isFiltering(filter)

  const exportCsv = async (which: 'shown' | 'all') => {
    if (exporting) return
    setExporting(which)
    try {
      const read = await allLogs.ensure()
      if (read.outcome !== 'complete') {
        toast.error(
          read.outcome === 'cancelled'
            ? 'Export cancelled: nothing was saved.'
            : 'Export stopped: not every log could be read, so nothing was saved.',
        )
        return
      }
      const applied = which === 'shown' ? filter : {}
      let logs: readonly BroadcastLog[] = read.logs
      if (isFiltering(applied)) {
        const index = indexLogs(read.logs)
        logs = filterIndexedLogs(index, applied, await phonePrefixesFor(applied.q, new Set(index.country))).rows
      }
      downloadText(await logsCsvFileName(broadcastName, new Date(), applied), await logsToCsv(logs, applied))
      toast.success(`Exported ${formatCountOf(logs.length, 'log', 'logs')}`)
    } finally {
      setExporting(undefined)
    }
  }

  const button = (which: 'shown' | 'all', label: string) => (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => void exportCsv(which)}
      aria-disabled={exporting !== undefined || undefined}
      className="aria-disabled:opacity-60"
    >
      <Download aria-hidden className="size-4" /> {exporting === which ? 'Exporting…' : label}
    </Button>
  )
  return (
    <div className="flex flex-wrap gap-2">
      {button('shown', 'Export CSV')}
      {filtering && button('all', 'Export all')}
    </div>
  )
}
