import { isApiError } from '@/api/api-error'

export interface ConnectFailure {
  message: string
  /** The server failed, not the key: trying again may work. */
  retryable: boolean
}

/** What the connect screen says for each way /v1/account-info can fail (spec, "Errors of the account endpoint"). */
export function describeConnectError(error: unknown, baseUrl: string): ConnectFailure {
  if (!isApiError(error)) return { message: error instanceof Error ? error.message : 'Could not connect.', retryable: true }
  if (error.kind === 'network') {
    return { message: `Could not reach the API at ${baseUrl || 'this site'}. Check the base URL and your connection.`, retryable: true }
  }
  if (error.kind === 'invalid-response') return { message: error.message, retryable: true }
  if (error.status === 401) return { message: 'Invalid or deleted API key. Check the key and try again.', retryable: false }
  if (error.status === 404) return { message: 'Account not found: the account linked to this key no longer exists.', retryable: false }
  if (error.status >= 500) return { message: `Could not retrieve the account (${error.message}). Try again.`, retryable: true }
  return { message: error.message, retryable: false }
}

/** Only same-site paths: a redirect parameter must never send the user elsewhere. */
export function safeRedirect(redirect: string | undefined): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return '/'
  if (redirect.startsWith('/connect')) return '/'
  return redirect
}
