import { plural } from '@lingui/core/macro'
import { formatList } from '@/lib/format'

/**
 * Every kind of unsent work the app keeps in this browser. Draft keys are made here, so sign out can find
 * and delete them all: a screen that saves drafts adds its kind to this list and stores under draftKey().
 */
const draftKinds = ['template', 'message', 'broadcast'] as const

export type DraftKind = (typeof draftKinds)[number]

const prefix = (kind: DraftKind) => `inbox-console:${kind}-draft:`

/** The storage key of one draft, e.g. the template builder's draft of a workspace, or the composer's of one broadcast. */
export function draftKey(kind: DraftKind, scope: string): string {
  return `${prefix(kind)}${scope}`
}

const kindOf = (key: string) => draftKinds.find((kind) => key.startsWith(prefix(kind)))

function draftsIn(storage: Storage | undefined): { key: string; kind: DraftKind }[] {
  if (!storage) return []
  return Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '').flatMap((key) => {
    const kind = kindOf(key)
    return kind ? [{ key, kind }] : []
  })
}

const describeKind = (kind: DraftKind, count: number) => {
  switch (kind) {
    case 'template':
      return plural(count, { one: '# unsent template draft', other: '# unsent template drafts' })
    case 'message':
      return plural(count, { one: '# unsent message draft', other: '# unsent message drafts' })
    case 'broadcast':
      return plural(count, { one: '# unsent broadcast draft', other: '# unsent broadcast drafts' })
  }
}

/** "1 unsent template draft", or null when there is none. */
export function describeDrafts(...storages: (Storage | undefined)[]): string | null {
  const counts = new Map<DraftKind, number>()
  for (const { kind } of storages.flatMap(draftsIn)) counts.set(kind, (counts.get(kind) ?? 0) + 1)
  const parts = [...counts].map(([kind, count]) => describeKind(kind, count))
  return parts.length > 0 ? formatList(parts) : null
}

export function deleteDrafts(...storages: (Storage | undefined)[]): void {
  for (const storage of storages) {
    for (const { key } of draftsIn(storage)) storage?.removeItem(key)
  }
}

/** Records of what this session did (e.g. the messages it sent), kept per workspace; sign out deletes them with the drafts. */
const sessionRecordPrefix = 'inbox-console:session-record:'

export function sessionRecordKey(kind: string, scope: string): string {
  return `${sessionRecordPrefix}${kind}:${scope}`
}

export function deleteSessionRecords(...storages: (Storage | undefined)[]): void {
  for (const storage of storages) {
    if (!storage) continue
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '')
    for (const key of keys) if (key.startsWith(sessionRecordPrefix)) storage.removeItem(key)
  }
}

const browserStorages = () => [window.localStorage, window.sessionStorage]

/** What sign out would delete from this browser: "1 unsent template draft", or null. */
export const unsentDraftsInBrowser = () => describeDrafts(...browserStorages())

/** Sign out's clean-up: every draft and session record in this browser. Loaded with the signed-in app, not the first screen. */
export function deleteSessionWork(): void {
  deleteDrafts(...browserStorages())
  deleteSessionRecords(...browserStorages())
}
