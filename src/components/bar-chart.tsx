import { cn } from '@/lib/cn'

export interface ChartBar {
  label: string
  /** 0 to 1: the bar's length. */
  share: number
  /** The figure shown beside the bar, e.g. "4,210 (81%)". */
  valueText: string
  tone?: 'indigo' | 'red' | 'slate'
}

const fills = { indigo: 'fill-indigo-500', red: 'fill-red-500', slate: 'fill-slate-400' } as const

/** Horizontal bars, each with its label and value as real text beside an SVG bar, so the figures are read aloud and never hidden in a picture. */
export function BarChart({ caption, bars }: { caption: string; bars: readonly ChartBar[] }) {
  return (
    <figure className="min-w-0">
      <figcaption className="mb-2 text-sm font-medium text-slate-800">{caption}</figcaption>
      <ul className="space-y-2">
        {bars.map((bar) => (
          <li
            key={bar.label}
            className="grid grid-cols-[6.5rem_1fr] items-center gap-x-3 gap-y-0.5 text-sm sm:grid-cols-[8rem_1fr_9rem]"
          >
            <span className="line-clamp-2 [overflow-wrap:anywhere] text-slate-700" title={bar.label}>
              {bar.label}
            </span>
            <svg
              aria-hidden="true"
              className="h-4 w-full rounded bg-slate-100 rtl:-scale-x-100"
              preserveAspectRatio="none"
            >
              <rect
                className={cn(fills[bar.tone ?? 'indigo'])}
                height="100%"
                width={`${Math.max(0, Math.min(1, bar.share)) * 100}%`}
                rx="3"
              />
            </svg>
            <span className="col-start-2 text-slate-900 tabular-nums sm:col-start-auto">{bar.valueText}</span>
          </li>
        ))}
      </ul>
    </figure>
  )
}
