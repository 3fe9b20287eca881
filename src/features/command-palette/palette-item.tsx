import { Command } from 'cmdk'
import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

/** A group of the palette's list, with a heading that names it for screen readers too (cmdk's aria-labelledby). */
export function PaletteGroup({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Command.Group
      heading={<span className="block px-3 pt-2 pb-1.5 text-xs font-medium text-slate-600">{heading}</span>}
    >
      {children}
    </Command.Group>
  )
}

interface PaletteItemProps {
  value: string
  icon?: LucideIcon
  /** Text from the API goes here as text; `dir="auto"` lets a right-to-left name read as such. */
  label: string
  detail?: string
  /** Said after the label to screen readers, e.g. "(current)". */
  note?: string
  onSelect?(): void
}

/** One option; without onSelect it is a row that says something (loading, failed) and cannot be chosen. */
export function PaletteItem({ value, icon: Icon, label, detail, note, onSelect }: PaletteItemProps) {
  return (
    <Command.Item
      value={value}
      disabled={!onSelect}
      onSelect={onSelect}
      className="flex cursor-pointer items-start gap-3 rounded-md px-3 py-2 text-sm text-slate-800 aria-disabled:cursor-not-allowed aria-selected:bg-indigo-50 aria-selected:text-indigo-900"
    >
      {Icon && <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500" />}
      <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">
        <span dir="auto">{label}</span>
        {note && ' '}
        {note && <span className="sr-only">{note}</span>}
        {detail && (
          <span dir="auto" className="block text-xs text-slate-600">
            {detail}
          </span>
        )}
      </span>
    </Command.Item>
  )
}
