import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { createTemplate, listTemplates } from '@/api/templates'
import { createSeed } from '@/mocks/seed'
import { api, failure, withDemoServer } from './demo-harness'
import { bodyOnlyTemplate } from '@/test/template-request'

const demo = withDemoServer()
const seeded = createSeed().templates.length
/** The requests a listener added by the first test heard. */
const heard: string[] = []

// The two tests run in order: the second proves the first's changes did not leak into it.
describe('withDemoServer', () => {
  it('lets a test change the store, override a handler and listen to requests', async () => {
    demo.server.events.on('request:start', ({ request }) => void heard.push(request.url))
    const workspaceId = demo.db.data.workspaces[0]?.id ?? 'ws_1'
    await createTemplate(api, bodyOnlyTemplate(workspaceId, 'leaks_if_not_reset', 'Hi'))
    expect(heard).toHaveLength(1)
    expect(demo.db.data.templates).toHaveLength(seeded + 1)
    demo.server.use(
      http.get('*/v1/whatsapp-templates', () => HttpResponse.json({ error: 'overridden' }, { status: 500 })),
    )
    expect((await failure(listTemplates(api, { workspaceId }))).status).toBe(500)
  })

  it('gives the next test a fresh seed, the real handlers and no listener', async () => {
    expect(demo.db.data.templates).toHaveLength(seeded)
    expect(demo.db.data.templates.some((t) => t.template.name === 'leaks_if_not_reset')).toBe(false)
    const workspaceId = demo.db.data.workspaces[0]?.id ?? 'ws_1'
    await expect(listTemplates(api, { workspaceId })).resolves.not.toHaveLength(0)
    expect(heard).toHaveLength(2)
  })
})
