import { FUNNEL_NOTES } from '../funnel-notes'

const NOTES: readonly [figure: string, meaning: string][] = [
  ['Recipients', FUNNEL_NOTES.attempted],
  ['Delivered', FUNNEL_NOTES.delivered],
  ['Read', FUNNEL_NOTES.read],
  ['Replied', FUNNEL_NOTES.replied],
  ['Failed', FUNNEL_NOTES.failed],
  [
    'Median sent→read',
    'Over the logs whose status is read: the middle of the times from each log’s createdAt (sent) to its updatedAt (read).',
  ],
  [
    'Rates',
    'Shares of the recipients. A log keeps only the furthest status it got, so a read log counts as delivered too.',
  ],
]

/** What each figure of the comparison counts, one line each. */
export function FunnelNotes() {
  return (
    <ul aria-label="What the figures count" className="space-y-1 text-sm text-slate-600">
      {NOTES.map(([figure, meaning]) => (
        <li key={figure}>
          <span className="font-medium text-slate-800">{figure}</span>: {meaning}
        </li>
      ))}
    </ul>
  )
}
