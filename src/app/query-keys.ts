/**
 * The root key of every resource's queries. Each feature's factory nests its keys under its root, and
 * data derived from a resource elsewhere (the overview's counts) lives under that resource's root too,
 * so invalidating a resource's prefix refreshes everything that shows it.
 */
export const resourceKeys = {
  templates: ['templates'],
  broadcasts: ['broadcasts'],
  segments: ['segments'],
  contactTags: ['contact-tags'],
  staff: ['staff'],
  workspaces: ['workspaces'],
  webhooks: ['webhooks'],
  account: ['account'],
} as const satisfies Record<string, readonly [string]>

export type Resource = keyof typeof resourceKeys

/** The account's info: the connect screen reads it to check the key, and leaves it here for the header. */
export const accountInfoKey = [...resourceKeys.account, 'info'] as const
