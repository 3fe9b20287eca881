import Info from 'lucide-react/icons/info'

/** The spec does not promise a broadcast id: rows without one cannot be opened, edited or deleted, and the screen says why. */
export function MissingIdNotice({ count }: { count: number }) {
  if (count === 0) return null
  return (
    <p
      role="note"
      className="mb-4 flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>
        {count === 1 ? '1 broadcast on this page came' : `${count} broadcasts on this page came`} back from the API
        without an id. The API does not promise one, so {count === 1 ? 'it is' : 'they are'} listed without a link and
        cannot be opened, edited or deleted here.
      </span>
    </p>
  )
}
