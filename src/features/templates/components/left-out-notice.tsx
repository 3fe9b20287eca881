import ListX from 'lucide-react/icons/list-x'
import { useId } from 'react'

/** Before anything is submitted: which parts of the duplicated template the copy leaves out, as the API sent them. */
export function LeftOutNotice({ sourceName, parts }: { sourceName: string; parts: readonly string[] }) {
  const titleId = useId()
  if (parts.length === 0) return null
  return (
    <section
      aria-labelledby={titleId}
      className="mb-6 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <h2 id={titleId} className="flex items-center gap-2 font-semibold">
        <ListX aria-hidden className="size-4 shrink-0" /> Left out of this copy
      </h2>
      <p className="mt-1 [overflow-wrap:anywhere]">
        {sourceName} has parts this builder cannot edit, so the copy does not have them. Submitting creates the template
        without them.
      </p>
      <ul className="mt-2 list-disc space-y-0.5 ps-5">
        {parts.map((part, index) => (
          <li key={index} className="[overflow-wrap:anywhere]">
            {part}
          </li>
        ))}
      </ul>
    </section>
  )
}
