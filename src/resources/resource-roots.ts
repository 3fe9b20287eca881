/**
 * The root key of every resource's queries. Each resource file nests its keys under its root, and data another
 * screen derives from a resource (the overview's counts) lives under that resource's root too, so invalidating a
 * resource's prefix refreshes everything that shows it. Only src/resources and src/app import this file.
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
