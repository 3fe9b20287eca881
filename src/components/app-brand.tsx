import Inbox from 'lucide-react/icons/inbox'

export function AppBrand() {
  return (
    <span className="flex items-center gap-2 font-semibold text-slate-900">
      <Inbox aria-hidden className="size-5 shrink-0 text-indigo-600" />
      Inbox Console
    </span>
  )
}
