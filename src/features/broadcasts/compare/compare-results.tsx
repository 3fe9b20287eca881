import { type Ref } from 'react'
import { CompareChart } from './compare-chart'
import { CompareTable } from './compare-table'
import { CompareWhyTable } from './compare-why-table'
import { type ComparedBroadcast } from './compared-broadcast'
import { FigureNotes } from './figure-notes'

interface CompareResultsProps {
  workspaceId: string
  rows: readonly ComparedBroadcast[]
  /** Takes the focus when a read the user started ends. */
  headingRef: Ref<HTMLHeadingElement>
}

export function CompareResults({ workspaceId, rows, headingRef }: CompareResultsProps) {
  return (
    <section aria-labelledby="compare-results-heading" className="min-w-0 space-y-6">
      <h2
        id="compare-results-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-base font-semibold text-slate-900 focus:outline-none"
      >
        Comparison of {rows.length} broadcasts
      </h2>
      <div className="min-w-0 space-y-3">
        <CompareTable workspaceId={workspaceId} rows={rows} />
        <FigureNotes fromRecord={rows.some((row) => row.source === 'record')} />
      </div>
      <CompareWhyTable rows={rows} />
      <CompareChart rows={rows} />
    </section>
  )
}
