import FileText from 'lucide-react/icons/file-text'
import { textsIn } from '@/domain/newer-kinds'

/**
 * A part of a template the preview cannot draw (a carousel, a location header): what it is, in a dashed box,
 * and the texts inside it as plain text.
 */
export function UnshownPart({ name, part }: { name: string; part: unknown }) {
  const texts = textsIn(part)
  return (
    <div
      data-slot="unshown-part"
      className="my-1.5 rounded-md border border-dashed border-slate-400 bg-slate-50 px-2 py-1.5 text-xs text-slate-700"
    >
      <p className="flex items-start gap-1.5 font-medium text-slate-800">
        <FileText aria-hidden className="mt-px size-3.5 shrink-0" />
        <span className="min-w-0 [overflow-wrap:anywhere]">{name} — not shown in this preview</span>
      </p>
      {texts.map((text, index) => (
        <p key={index} dir="auto" className="mt-1 [overflow-wrap:anywhere] whitespace-pre-wrap">
          {text}
        </p>
      ))}
    </div>
  )
}
