import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'

/** Moves focus to the page's <h1> (made focusable by script if it is not), so a screen reader starts there. */
export function focusPageHeading(): boolean {
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1')
  if (!heading) return false
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1
  heading.focus({ preventScroll: true })
  return true
}

/**
 * After a navigation to another path, focus goes to the new page's heading. A change of search params
 * only (typing in a search box) leaves focus where it is, and so does the app's first load. A page still
 * loading its data gets its heading focused when the heading appears.
 */
export function RouteFocus() {
  const router = useRouter()
  useEffect(() => {
    let waiting: MutationObserver | undefined
    const stopWaiting = () => {
      waiting?.disconnect()
      waiting = undefined
    }
    const unsubscribeNavigate = router.subscribe('onBeforeNavigate', stopWaiting)
    const unsubscribeRendered = router.subscribe('onRendered', ({ fromLocation, pathChanged }) => {
      stopWaiting()
      if (!fromLocation || !pathChanged || focusPageHeading()) return
      waiting = new MutationObserver(() => {
        if (focusPageHeading()) stopWaiting()
      })
      waiting.observe(document.body, { childList: true, subtree: true })
    })
    return () => {
      stopWaiting()
      unsubscribeNavigate()
      unsubscribeRendered()
    }
  }, [router])
  return null
}
