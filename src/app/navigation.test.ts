import { describe, expect, it } from 'vitest'
import { isAccountPath, navGroups, navItems } from './navigation'

describe('the navigation', () => {
  it('groups the workspace’s screens before the account’s, and leaves out the workspace without one', () => {
    expect(navGroups(navItems('ws_1')).map(({ label, items }) => [label, items.map((item) => item.id)])).toEqual([
      ['This workspace', ['overview', 'templates', 'broadcasts', 'segments', 'staff', 'messages']],
      ['Account', ['webhooks', 'contact-tags', 'workspaces', 'account']],
    ])
    expect(navGroups(navItems(null)).map(({ label }) => label)).toEqual(['Account'])
  })

  it('puts every screen whose path has no workspace in the account group', () => {
    for (const item of navItems('ws_1'))
      expect(item.scope, item.id).toBe(String(item.link.to).startsWith('/w/$workspaceId') ? 'workspace' : 'account')
  })

  it('knows the account’s pages, and what lies under them, by path', () => {
    for (const path of ['/webhooks', '/tags', '/tags/tag_1', '/workspaces', '/account'])
      expect(isAccountPath(path), path).toBe(true)
    for (const path of ['/w/ws_1', '/w/ws_1/staff', '/accounting', '/no/such/page'])
      expect(isAccountPath(path), path).toBe(false)
  })
})
