import WifiOff from 'lucide-react/icons/wifi-off'
import { useOnline } from './ui/use-online'

/**
 * Across the top of every screen while the browser is offline. Reads wait for the connection and resume by
 * themselves; a save is tried at once and, if it fails, says so by its button with the form left as it was.
 */
export function OfflineBanner() {
  const online = useOnline()
  if (online) return null
  return (
    <div
      role="alert"
      className="sticky top-0 z-40 flex items-start gap-2 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 md:px-8"
    >
      <WifiOff aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p>
        <span className="font-semibold">You’re offline.</span> Nothing you type is lost. Lists load again and you can
        save once the connection is back.
      </p>
    </div>
  )
}
