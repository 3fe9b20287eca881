import { sessionRecordKey } from '@/app/drafts'

// A session record, so sign out deletes it with the rest of what this browser keeps.
const key = (workspaceId: string) => sessionRecordKey('own-phone-number', workspaceId)

/** The number the user last sent a test to in this workspace, or ''. */
export function loadOwnNumber(workspaceId: string, storage: Storage = window.localStorage): string {
  try {
    const stored = storage.getItem(key(workspaceId))
    return typeof stored === 'string' ? stored : ''
  } catch {
    return ''
  }
}

export function saveOwnNumber(workspaceId: string, phoneNumber: string, storage: Storage = window.localStorage): void {
  try {
    storage.setItem(key(workspaceId), phoneNumber)
  } catch {
    // Storage full or unavailable: the number is asked for again next time.
  }
}
