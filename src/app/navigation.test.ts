import { describe, expect, it } from 'vitest'
import { isAccountPath, navGroups, navItems, switchWorkspacePath } from './navigation'

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

describe('switchWorkspacePath', () => {
  it('keeps the section of a workspace route and drops what belonged to the old workspace', () => {
    expect(switchWorkspacePath('/w/ws_1', 'ws_2')).toBe('/w/ws_2')
    expect(switchWorkspacePath('/w/ws_1/templates', 'ws_2')).toBe('/w/ws_2/templates')
    expect(switchWorkspacePath('/w/ws_1/templates/tpl_9', 'ws_2')).toBe('/w/ws_2/templates')
  })

  it('opens the workspace from pages outside any workspace', () => {
    expect(switchWorkspacePath('/account', 'ws_3')).toBe('/w/ws_3')
    expect(switchWorkspacePath('/workspaces', 'ws 3/x')).toBe('/w/ws%203%2Fx')
  })
})
