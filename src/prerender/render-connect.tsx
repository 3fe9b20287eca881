import '@/i18n/i18n'
import { renderToString } from 'react-dom/server'
import { ConnectPage } from '@/features/connection/connect-page'

/**
 * The connect page as HTML, for dist/connect.html (scripts/build/prerender-connect.mjs): the page a new visitor
 * lands on paints before its script has loaded. Rendered with no session, no storage and no hint, so it
 * holds no user data.
 */
export function renderConnect(): string {
  return renderToString(<ConnectPage search="" goTo={() => undefined} />)
}
