import { ApiError } from '@/api/api-error'
import { createApiClient } from '@/api/client'
import { demoApiSettled } from './demo-api'
import { sessionStore } from './session-store'

function currentConfig() {
  const { session } = sessionStore.get()
  if (!session) {
    throw new ApiError({
      kind: 'http',
      status: 401,
      operation: 'connect',
      message: 'Not connected: connect to an API first.',
    })
  }
  return { baseUrl: session.baseUrl, apiKey: session.apiKey }
}

/** The app's one API client: it reads the current session on every call, and in the demo waits for the demo API. */
export const api = createApiClient(currentConfig, async (...args) => {
  await demoApiSettled()
  return fetch(...args)
})
