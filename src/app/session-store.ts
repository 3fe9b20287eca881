import { useSyncExternalStore } from 'react'

export type ConnectionMode = 'demo' | 'live'

export interface Session {
  mode: ConnectionMode
  /** Empty for the page's own origin (demo mode, or live mode through the dev/preview proxy). */
  baseUrl: string
  apiKey: string
  /** Kept in localStorage across browser restarts instead of sessionStorage. */
  remember: boolean
}

/** What the connect screen can prefill: never the key. */
export interface ConnectionHint {
  mode: ConnectionMode
  baseUrl: string
}

export interface SessionSnapshot {
  session: Session | null
  /** Why the user is on the connect screen, e.g. the API rejected the key. */
  notice: string | null
}

const SESSION_KEY = 'inbox-console:session'
const HINT_KEY = 'inbox-console:connection'
const WORKSPACE_KEY = 'inbox-console:last-workspace'

function read<T>(storage: Storage | undefined, key: string): T | null {
  try {
    const raw = storage?.getItem(key)
    return raw ? (JSON.parse(raw) as T) : null
  } catch {
    return null
  }
}

function isSession(value: unknown): value is Session {
  const v = value as Partial<Session> | null
  return (
    !!v &&
    (v.mode === 'demo' || v.mode === 'live') &&
    typeof v.apiKey === 'string' &&
    !!v.apiKey &&
    typeof v.baseUrl === 'string'
  )
}

export interface SessionStore {
  get(): SessionSnapshot
  subscribe(listener: () => void): () => void
  connect(session: Session): void
  /** The API refused the key: forget it, keep where it pointed, and say why. Drafts stay for the reconnect. */
  expire(notice: string): void
  /** The user leaves: forget the key (the sign-out button deletes the drafts made with it: drafts.ts). */
  signOut(): void
  hint(): ConnectionHint | null
  lastWorkspaceId(): string | null
  setLastWorkspaceId(id: string): void
}

export function createSessionStore(local: Storage | undefined, session: Storage | undefined): SessionStore {
  const listeners = new Set<() => void>()
  const stored = read<unknown>(session, SESSION_KEY) ?? read<unknown>(local, SESSION_KEY)
  let snapshot: SessionSnapshot = { session: isSession(stored) ? stored : null, notice: null }

  const emit = (next: SessionSnapshot) => {
    snapshot = next
    listeners.forEach((listener) => listener())
  }
  const forget = () => {
    session?.removeItem(SESSION_KEY)
    local?.removeItem(SESSION_KEY)
  }

  return {
    get: () => snapshot,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    connect(next) {
      forget()
      ;(next.remember ? local : session)?.setItem(SESSION_KEY, JSON.stringify(next))
      local?.setItem(HINT_KEY, JSON.stringify({ mode: next.mode, baseUrl: next.baseUrl } satisfies ConnectionHint))
      emit({ session: next, notice: null })
    },
    expire(notice) {
      forget()
      emit({ session: null, notice })
    },
    signOut() {
      forget()
      emit({ session: null, notice: null })
    },
    hint: () => read<ConnectionHint>(local, HINT_KEY),
    lastWorkspaceId: () => local?.getItem(WORKSPACE_KEY) ?? null,
    setLastWorkspaceId: (id) => local?.setItem(WORKSPACE_KEY, id),
  }
}

const browserStorage = (name: 'localStorage' | 'sessionStorage') =>
  typeof window === 'undefined' ? undefined : window[name]

export const sessionStore = createSessionStore(browserStorage('localStorage'), browserStorage('sessionStorage'))

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get)
}
