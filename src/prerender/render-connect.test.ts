import { describe, expect, it } from 'vitest'
import { renderConnect } from './render-connect'

// Node, as at build time: no window, no storage, no session.
describe('renderConnect', () => {
  it('renders the connect screen as HTML with demo mode chosen and the demo key filled in', () => {
    const html = renderConnect()
    expect(typeof window).toBe('undefined')
    expect(html).toContain('>Connect to Inbox Console</h1>')
    expect(html).toContain('>Enter the demo</button>')
    expect(html).toMatch(/<input[^>]*type="radio"[^>]*name="mode" checked=""[^>]*value="demo"/)
    expect(html).toContain('value="demo-key-7f3a9c"')
    // Online at build time: no offline banner.
    expect(html).not.toContain('You’re offline')
  })
})
