import { useId } from 'react'

/** Event kinds a webhook has that the dashboard does not offer yet: shown as sent, kept when it is saved. */
export function NewerEventsNote({ events }: { events: readonly string[] }) {
  const headingId = useId()
  if (events.length === 0) return null
  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-md border border-slate-200 bg-slate-50 p-3">
      <h3 id={headingId} className="text-sm font-medium text-slate-800">
        Also subscribed to {events.length === 1 ? 'a kind' : 'kinds'} this dashboard does not know yet
      </h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {events.map((event) => (
          <li
            key={event}
            className="rounded bg-white px-2 py-0.5 font-mono text-xs [overflow-wrap:anywhere] text-slate-800 ring-1 ring-slate-300"
          >
            {event}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-slate-600">
        Saving keeps {events.length === 1 ? 'it' : 'them'} as {events.length === 1 ? 'it is' : 'they are'}; they cannot
        be changed here.
      </p>
    </section>
  )
}
