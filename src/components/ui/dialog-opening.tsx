import Loader2 from 'lucide-react/icons/loader-circle'
import { useOnline } from './use-online'

/**
 * While a dialog's code is on the way after a click: says the click was taken. Offline, it says the dialog opens
 * once the connection is back (the code is fetched then: importWhenOnline).
 */
export function DialogOpening() {
  const online = useOnline()
  return (
    <p
      role="status"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-sm items-center gap-2 rounded-lg bg-slate-900 px-4 py-3 text-sm text-white shadow-lg"
    >
      {online ? (
        <>
          <Loader2 aria-hidden className="size-4 shrink-0 animate-spin" />
          Opening…
        </>
      ) : (
        'You’re offline: this opens once the connection is back.'
      )}
    </p>
  )
}
