import { ApiError } from '@/api/api-error'
import { createApiClient } from '@/api/client'
import { sessionStore } from './session-store'

/** The app's one API client: it reads the current session on every call. */
export const api = createApiClient(() => {
  const { session } = sessionStore.get()
  if (!session) {
    throw new ApiError({ kind: 'http', status: 401, operation: 'connect', message: 'Not connected: connect to an API first.' })
  }
  return { baseUrl: session.baseUrl, apiKey: session.apiKey }
})
