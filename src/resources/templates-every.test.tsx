import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Template } from '@/api/templates'
import { createAppQueryClient } from '@/app/query-client'
import { connectAs } from '@/test/connect-as'
import { BASE, firstOf, withDemoServer } from '@/test/demo-harness'
import { addTemplateCopies } from '@/test/template-copies'
import { resourceKeys } from './resource-roots'
import { templateQueries } from './templates'

const { db, server } = withDemoServer()
const workspaceId = 'ws_1'
const LIST_PATH = '/v1/whatsapp-templates'

/** The pages asked of the API, as `page/limit`. */
let asked: string[] = []

beforeEach(() => {
  connectAs()
  asked = []
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    if (url.pathname === LIST_PATH) asked.push(`${url.searchParams.get('page')}/${url.searchParams.get('limit')}`)
  })
})

const ofWorkspace = () => db.data.templates.filter((t) => t.workspace.id === workspaceId)

const addTemplates = (count: number) =>
  addTemplateCopies(db.data.templates, firstOf(ofWorkspace(), `template in ${workspaceId}`), count)

function createClient() {
  const policy = { onUnauthorized: vi.fn(), onMutationError: vi.fn() }
  return { client: createAppQueryClient(policy), policy }
}

/** Every value the read writes to its progress key, in order. */
function watchProgress(client: ReturnType<typeof createClient>['client']) {
  const seen: number[] = []
  const progressKey = JSON.stringify(templateQueries.everyTemplateProgress(workspaceId).queryKey)
  client.getQueryCache().subscribe((event) => {
    if (
      event.type === 'updated' &&
      event.action.type === 'success' &&
      JSON.stringify(event.query.queryKey) === progressKey
    )
      seen.push(event.query.state.data as number)
  })
  return seen
}

describe('templateQueries.everyTemplate', () => {
  it('sits under the templates root, so every template mutation refreshes it', () => {
    expect(templateQueries.everyTemplate(workspaceId).queryKey).toEqual([...resourceKeys.templates, 'all', workspaceId])
    expect(templateQueries.everyTemplateProgress(workspaceId).queryKey.slice(0, 1)).toEqual(resourceKeys.templates)
  })

  it('reads every page, 100 a request, and says how many it has so far', async () => {
    addTemplates(200)
    const { client } = createClient()
    const progress = watchProgress(client)
    const { templates, unreadable } = await client.fetchQuery(templateQueries.everyTemplate(workspaceId))
    expect(templates).toHaveLength(250)
    expect(unreadable).toEqual([])
    expect(new Set(templates.map((t) => t.id))).toEqual(new Set(ofWorkspace().map((t) => t.id)))
    expect(asked).toEqual(['1/100', '2/100', '3/100'])
    expect(progress).toEqual([0, 100, 200, 250])
  })

  it('reads no page again that is fresh in the cache, and nothing at all while the whole set is fresh', async () => {
    addTemplates(200)
    const { client } = createClient()
    await client.fetchQuery(templateQueries.list({ workspaceId, page: 1, limit: 100 }))
    await client.fetchQuery(templateQueries.everyTemplate(workspaceId))
    expect(asked).toEqual(['1/100', '2/100', '3/100'])

    await client.fetchQuery(templateQueries.everyTemplate(workspaceId))
    expect(asked).toHaveLength(3)
  })

  it('reads every page anew once the templates are invalidated, as a created template does', async () => {
    const { client } = createClient()
    await client.fetchQuery(templateQueries.everyTemplate(workspaceId))
    addTemplates(1)
    await client.invalidateQueries({ queryKey: resourceKeys.templates })
    const { templates } = await client.fetchQuery(templateQueries.everyTemplate(workspaceId))
    expect(asked).toEqual(['1/100', '1/100'])
    expect(templates).toHaveLength(51)
  })

  it('waits out a 429 and goes on', async () => {
    addTemplates(200)
    let limited = false
    server.use(
      http.get(`${BASE}${LIST_PATH}`, ({ request }) => {
        if (limited || new URL(request.url).searchParams.get('page') !== '2') return undefined
        limited = true
        return HttpResponse.json({ message: 'Too many requests' }, { status: 429, headers: { 'Retry-After': '1' } })
      }),
    )
    const { client } = createClient()
    const { templates } = await client.fetchQuery(templateQueries.everyTemplate(workspaceId))
    expect(templates).toHaveLength(250)
    expect(asked).toEqual(['1/100', '2/100', '2/100', '3/100'])
  })

  it('keeps a template once when a page repeats one, as a template created during the read makes it', async () => {
    addTemplates(150)
    let repeated: Template | undefined
    server.use(
      http.get(`${BASE}${LIST_PATH}`, ({ request }) => {
        const url = new URL(request.url)
        if (url.searchParams.get('page') !== '2') return undefined
        const all = ofWorkspace().sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
        repeated = all[99]
        return HttpResponse.json(all.slice(99, 198))
      }),
    )
    const { client } = createClient()
    const { templates } = await client.fetchQuery(templateQueries.everyTemplate(workspaceId))
    expect(templates).toHaveLength(198)
    expect(templates.filter((t) => t.id === repeated?.id)).toHaveLength(1)
  })

  it('keeps reading past a row that is not a template, and hands it back apart with its page and problem', async () => {
    addTemplates(150)
    server.use(
      http.get(`${BASE}${LIST_PATH}`, ({ request }) => {
        const url = new URL(request.url)
        if (url.searchParams.get('page') !== '2') return undefined
        const page = ofWorkspace()
          .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
          .slice(100, 198)
        // The row at index 3 lost its id, and is read twice (the page repeats it), as a shifted page does.
        const broken = { ...page[3], id: undefined }
        return HttpResponse.json([...page.slice(0, 3), broken, broken, ...page.slice(4)])
      }),
    )
    const { client } = createClient()
    const { templates, unreadable } = await client.fetchQuery(templateQueries.everyTemplate(workspaceId))
    expect(asked).toEqual(['1/100', '2/100'])
    expect(templates).toHaveLength(197)
    expect(unreadable).toEqual([
      expect.objectContaining({ unreadableRow: true, page: 2, index: 3, problem: expect.stringMatching(/id/) }),
    ])
  })

  it('goes through the global 401 policy and fails with the server’s message', async () => {
    connectAs('not-a-demo-key')
    const { client, policy } = createClient()
    await expect(client.fetchQuery(templateQueries.everyTemplate(workspaceId))).rejects.toMatchObject({ status: 401 })
    expect(policy.onUnauthorized).toHaveBeenCalled()
    expect(asked).toEqual(['1/100'])
  })
})
