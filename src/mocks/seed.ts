import { DEMO_ACCOUNT_MISSING_KEY, DEMO_API_KEY, DEMO_SERVER_ERROR_KEY } from '@/lib/demo-keys'
import { DEMO_DATA_VERSION, type DemoData } from './demo-data'
import { seedBroadcasts } from './seed-broadcasts'
import { seedContactTags } from './seed-contact-tags'
import { seedStaff } from './seed-people'
import { seedSegments } from './seed-segments'
import { seedTemplates } from './seed-templates'
import { SEED_NOW } from './seed-time'
import { seedWebhooks } from './seed-webhooks'
import { seedWorkspaces } from './seed-workspaces'

export { HOSTILE_RECIPIENT_NAME, HOSTILE_REPLY, HOSTILE_TEMPLATE_TEXT } from './seed-hostile'

export const SEED_ACCOUNT_NAME = 'Northwind Retail Group'
/** Generated ids start here, above every numeric id part in the seed. */
export const SEED_NEXT_ID = 1000

/** The demo's keys. Not persisted with the rest of the data, so no API key is ever written to localStorage. */
export function seedApiKeys(): DemoData['apiKeys'] {
  return {
    [DEMO_API_KEY]: 'active',
    [DEMO_ACCOUNT_MISSING_KEY]: 'account-missing',
    [DEMO_SERVER_ERROR_KEY]: 'server-error',
  }
}

/**
 * The demo API's initial state: a fresh, deterministic copy on every call (no Math.random). Every time in it counts
 * back from SEED_NOW, but the scheduled campaigns' send times, which count on from `now` (the demo clock, epoch ms).
 */
export function createSeed(now: number = SEED_NOW): DemoData {
  const workspaces = seedWorkspaces()
  const staff = seedStaff()
  const owner = staff.find((member) => member.active)
  return {
    version: DEMO_DATA_VERSION,
    apiKeys: seedApiKeys(),
    account: { name: SEED_ACCOUNT_NAME, ownerEmail: owner?.email ?? null },
    workspaces,
    templates: seedTemplates(workspaces),
    broadcasts: seedBroadcasts(now),
    segments: seedSegments(),
    contactTags: seedContactTags(),
    staff,
    webhooks: seedWebhooks(),
    messages: [],
    nextId: SEED_NEXT_ID,
  }
}
