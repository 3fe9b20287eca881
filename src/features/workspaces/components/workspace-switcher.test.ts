import { describe, expect, it } from 'vitest'
import { switchWorkspacePath } from './workspace-switcher'

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
