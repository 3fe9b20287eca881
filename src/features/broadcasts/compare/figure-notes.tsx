import { FUNNEL_NOTES } from '../funnel-words'

const RECORD_RECIPIENTS = 'From a broadcast record: how many the service processed.'

const NOTES: readonly [figure: string, meaning: string][] = [
  ['Recipients', FUNNEL_NOTES.attempted],
  ['Delivered', FUNNEL_NOTES.delivered],
  ['Read', FUNNEL_NOTES.read],
  ['Replied', FUNNEL_NOTES.replied],
  ['Failed', FUNNEL_NOTES.failed],
  [
    'Median sent→read',
    'Over the logs whose status is read: the middle of the times from when each log was created (sent) to when it was last updated (read).',
  ],
  [
    'Rates',
    'Shares of the recipients. A log keeps only the furthest status it got, so a read log counts as delivered too.',
  ],
]

const RECORD_NOTE: [figure: string, meaning: string] = [
  'From the broadcast record',
  'The service’s own counts, kept on the broadcast: no log is read for it. The record does not give the time to read, the failure reasons or the countries. The other broadcasts are counted from every log.',
]

/** What each figure of the comparison counts, one line each; `fromRecord` when a broadcast is compared from its record. */
export function FigureNotes({ fromRecord = false }: { fromRecord?: boolean }) {
  const notes = fromRecord ? [...NOTES, RECORD_NOTE] : NOTES
  return (
    <ul aria-label="What the figures count" className="space-y-1 text-sm text-slate-600">
      {notes.map(([figure, meaning]) => (
        <li key={figure}>
          <span className="font-medium text-slate-800">{figure}</span>: {meaning}
          {fromRecord && figure === 'Recipients' && ` ${RECORD_RECIPIENTS}`}
        </li>
      ))}
    </ul>
  )
}
