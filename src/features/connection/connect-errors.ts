import { t } from '@lingui/core/macro'
import { isApiError, type ApiError } from '@/api/api-error'

export interface ConnectFailure {
  message: string
  /** The server failed, not the key: trying again may work. */
  retryable: boolean
}

const servesWebPage = (): ConnectFailure => ({
  message: t`This address serves a web page, not the API: enter your API's base URL, or run the dev or preview server with API_PROXY_TARGET.`,
  retryable: false,
})

/** A body the client could not parse as JSON that is an HTML document. */
function isWebPage(body: unknown): boolean {
  return typeof body === 'string' && /^\s*<(!doctype\s+html|html[\s>])/i.test(body)
}

/** The API's own error body (spec: an object with `message` or `error`); a proxy's or a static server's is not. */
function isApiErrorBody(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false
  const { message, error } = body as Record<string, unknown>
  return typeof message === 'string' || typeof error === 'string'
}

/** A success whose body is not even an object, e.g. an HTML page the client could only read as text. */
function answeredWithoutObject(error: ApiError): boolean {
  const issues = Array.isArray(error.body) ? (error.body as { path?: unknown; code?: unknown }[]) : []
  return issues.some((issue) => Array.isArray(issue.path) && issue.path.length === 0 && issue.code === 'invalid_type')
}

/** What the connect screen says for each way /v1/account-info can fail (spec, "Errors of the account endpoint"). */
export function describeConnectError(error: unknown, baseUrl: string): ConnectFailure {
  if (!isApiError(error))
    return { message: error instanceof Error ? error.message : t`Could not connect.`, retryable: true }
  if (error.kind === 'network') {
    return {
      message: baseUrl
        ? t`Could not reach the API at ${baseUrl}. Check the base URL and your connection.`
        : t`Could not reach the API at this site. Check the base URL and your connection.`,
      retryable: true,
    }
  }
  if (error.kind === 'invalid-response') {
    if (isWebPage(error.body) || answeredWithoutObject(error)) return servesWebPage()
    return { message: error.message, retryable: true }
  }
  if (error.status === 401)
    return { message: t`Invalid or deleted API key. Check the key and try again.`, retryable: false }
  if (error.status >= 500) {
    // A proxy's error page is not worth quoting.
    const detail = isWebPage(error.body) ? `HTTP ${error.status}` : error.message
    return { message: t`Could not retrieve the account (${detail}). Try again.`, retryable: true }
  }
  if (isWebPage(error.body)) return servesWebPage()
  if (error.status === 404) {
    if (isApiErrorBody(error.body))
      return { message: t`Account not found: the account linked to this key no longer exists.`, retryable: false }
    return {
      message: t`This address is not the API (nothing there answers the account check): enter your API's base URL, or run the dev or preview server with API_PROXY_TARGET.`,
      retryable: false,
    }
  }
  return { message: error.message, retryable: false }
}

/** Only same-site paths: a redirect parameter must never send the user elsewhere. */
export function safeRedirect(redirect: string | undefined): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return '/'
  if (redirect.startsWith('/connect')) return '/'
  return redirect
}
