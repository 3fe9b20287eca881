import { focusPageHeading } from '@/components/route-focus'
import { takeArrival } from './arrival'

/**
 * Opened by the connect page: focus goes to the first screen's heading once it shows, as after connecting inside
 * the app (RouteFocus), unless the user has put it somewhere first.
 */
export function focusHeadingOnArrival(): void {
  if (!takeArrival() || focusPageHeading()) return
  const waiting = new MutationObserver(() => {
    if (focusPageHeading()) stop()
  })
  const stop = () => {
    waiting.disconnect()
    document.removeEventListener('focusin', stop)
  }
  waiting.observe(document.body, { childList: true, subtree: true })
  document.addEventListener('focusin', stop)
}
