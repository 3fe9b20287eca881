import { useRouter } from '@tanstack/react-router'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { sessionStore } from '@/app/session-store'

/**
 * Asks before the user leaves the composer with work not launched: a navigation to another page waits for the
 * answer (`leave` or `stay`), and closing the tab asks the browser's own question. A change of step, a return to the
 * connect screen after a refused key and a launch are never held: the draft keeps the work.
 *
 * TanStack Router's own blocking, on its history, as useBlocker does: useBlocker itself sits in the router's index,
 * which every screen imports, so the build would load it with every screen's first load for this one page.
 */
export function useLeaveGuard(hasUnsavedWork: () => boolean) {
  const { history } = useRouter()
  const unsaved = useRef(hasUnsavedWork)
  useLayoutEffect(() => {
    unsaved.current = hasUnsavedWork
  })
  const [answer, setAnswer] = useState<((leave: boolean) => void) | null>(null)

  useEffect(() => {
    // Signed out or refused, the app is on its way to the connect screen: nothing to ask.
    const holding = () => sessionStore.get().session !== null && unsaved.current()
    return history.block({
      enableBeforeUnload: holding,
      // Resolves true to hold the navigation, false to let it go.
      blockerFn: ({ currentLocation, nextLocation }) => {
        if (nextLocation.pathname === currentLocation.pathname || nextLocation.pathname.startsWith('/connect'))
          return false
        if (!holding()) return false
        return new Promise<boolean>((resolve) =>
          setAnswer(() => (leave: boolean) => {
            setAnswer(null)
            resolve(!leave)
          }),
        )
      },
    })
  }, [history])

  return { asking: answer !== null, leave: () => answer?.(true), stay: () => answer?.(false) }
}
