export type ApiErrorKind = 'http' | 'network' | 'invalid-response'

/** Every failure of an API call: an HTTP error status, a network failure, or a response of the wrong shape. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind
  /** HTTP status; 0 when no response arrived. */
  readonly status: number
  readonly operation: string
  readonly body: unknown
  /** How long the server asked us to wait (its Retry-After header), when it said. */
  readonly retryAfterMs?: number
  /** For an integrator only (the operation and what was wrong), shown folded away under Technical details. */
  readonly technical?: string

  constructor(init: {
    kind: ApiErrorKind
    status: number
    message: string
    operation: string
    body?: unknown
    retryAfterMs?: number
    technical?: string
  }) {
    super(init.message)
    this.name = 'ApiError'
    this.kind = init.kind
    this.status = init.status
    this.operation = init.operation
    this.body = init.body
    this.retryAfterMs = init.retryAfterMs
    this.technical = init.technical
  }

  get isUnauthorized(): boolean {
    return this.kind === 'http' && this.status === 401
  }

  /** Too many requests: worth retrying a read after the server's Retry-After, never a mutation. */
  get isRateLimited(): boolean {
    return this.kind === 'http' && this.status === 429
  }

  /** Worth retrying for a read with backoff: the server failed or the network did, not the request. */
  get isTransient(): boolean {
    return this.kind === 'network' || (this.kind === 'http' && this.status >= 500)
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** The server's own words from an error body: the spec uses `message` (401) and `error` (404, 500). */
export function messageFromBody(body: unknown): string | undefined {
  if (typeof body === 'string') return body.trim() || undefined
  if (body && typeof body === 'object') {
    for (const key of ['message', 'error'] as const) {
      const value = (body as Record<string, unknown>)[key]
      if (typeof value === 'string' && value.trim()) return value.trim()
    }
  }
  return undefined
}
