import { DEMO_DATA_VERSION, type DemoData } from './demo-data'
import { seedApiKeys } from './seed'

export const DEMO_STORAGE_KEY = 'inbox-console:demo-data'

/**
 * The persisted demo state, or undefined when there is none or it is from another version of the seed.
 * The keys are not stored (an API key must not reach localStorage unless the user asks): they come from the seed.
 */
export function loadDemoData(storage: Storage): DemoData | undefined {
  try {
    const raw = storage.getItem(DEMO_STORAGE_KEY)
    if (!raw) return undefined
    const data = JSON.parse(raw) as Partial<DemoData>
    return data.version === DEMO_DATA_VERSION ? ({ ...data, apiKeys: seedApiKeys() } as DemoData) : undefined
  } catch {
    return undefined
  }
}

export function saveDemoData(storage: Storage, data: DemoData): void {
  try {
    storage.setItem(DEMO_STORAGE_KEY, JSON.stringify({ ...data, apiKeys: undefined }))
  } catch (error) {
    console.warn('Inbox Console demo: could not persist the demo data', error)
  }
}
