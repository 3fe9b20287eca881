import { Detail } from './detail-list'
import { TechnicalDetails } from './technical-details'

/** A record's ids, each labelled ("Tag id"), folded away under "Technical details" for whoever integrates with the API. */
export function RecordIds({
  ids,
  className,
}: {
  ids: readonly { label: string; value: string }[]
  className?: string
}) {
  return (
    <TechnicalDetails className={className}>
      <dl className="grid gap-2">
        {ids.map(({ label, value }) => (
          <Detail key={label} label={label} mono>
            <span className="select-all">{value || '—'}</span>
          </Detail>
        ))}
      </dl>
    </TechnicalDetails>
  )
}
