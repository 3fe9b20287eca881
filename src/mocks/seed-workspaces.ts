import type { Workspace } from '@/api/workspaces'

/** Workspace ids of the seed; the first is the main one, where most demo data lives. */
export const WS_EU = 'ws_1'
export const WS_US = 'ws_2'
export const WS_SUPPORT = 'ws_3'
export const WS_LOYALTY = 'ws_4'

export function seedWorkspaces(): Workspace[] {
  return [
    { id: WS_EU, title: 'Northwind Retail — EU' },
    { id: WS_US, title: 'Northwind Retail — US' },
    { id: WS_SUPPORT, title: 'Support Desk' },
    { id: WS_LOYALTY, title: 'Loyalty Club' },
  ]
}
