import { sessionStore } from '@/app/session-store'
import { OfflineBanner } from '@/components/offline-banner'
import { markArrival } from './arrival'
import { safeRedirect } from './connect-errors'
import { ConnectScreen, type OnConnected } from './connect-screen'

/** Where the page's `redirect` search param leads, or the app's start when it is missing or unsafe. */
export function redirectTarget(search: string): string {
  return safeRedirect(new URLSearchParams(search).get('redirect') ?? undefined)
}

/**
 * The connect page a visitor opens at /connect (connect-main.tsx): the connect screen without the app's router or
 * query cache. A key that works opens the app with a full page load, to `goTo(href)`.
 */
export function ConnectPage({ search, goTo }: { search: string; goTo: (href: string) => void }) {
  const onConnected: OnConnected = (session) => {
    sessionStore.connect(session)
    markArrival()
    goTo(redirectTarget(search))
    // The button stays "Connecting…" until the app's page replaces this one.
    return new Promise<never>(() => {})
  }
  return (
    <>
      <OfflineBanner />
      <ConnectScreen onConnected={onConnected} />
    </>
  )
}
