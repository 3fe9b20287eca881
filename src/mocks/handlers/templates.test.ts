import { describe, expect, it } from 'vitest'
import {
  createTemplate,
  getTemplate,
  listTemplates,
  type CreateTemplateRequest,
  type Template,
  type TemplateComponentRequest,
} from '@/api/templates'
import { templateWarnings } from '@/domain/template-rules/check-template'
import { api, errorText, failure, raw, stranger, withDemoServer, readAll } from '@/test/demo-harness'
import {
  itGuardsEachId,
  itRejectsANonJsonBody,
  itRejectsAnUnknownKey,
  itRejectsAnUnknownWorkspace,
} from '@/test/handler-test-kit'

const demo = withDemoServer()

/** The `error` string of a 4xx/5xx body. */

function workspaceWithMostTemplates(): { id: string; title: string; templates: Template[] } {
  const ranked = demo.db.data.workspaces
    .map((w) => ({ ...w, templates: demo.db.data.templates.filter((t) => t.workspace.id === w.id) }))
    .sort((a, b) => b.templates.length - a.templates.length)
  const top = ranked[0]
  if (!top) throw new Error('the seed has no workspace')
  return top
}

/** Tops a workspace up to `count` templates directly in the store, so paging tests do not hang on the seed's size. */
function ensureTemplates(workspace: { id: string; title: string }, count: number): string[] {
  const inWorkspace = () => demo.db.data.templates.filter((t) => t.workspace.id === workspace.id)
  let n = 0
  while (inWorkspace().length < count) {
    n += 1
    demo.db.data.templates.push({
      id: `tpl_filler_${n}`,
      template: {
        category: 'UTILITY',
        language: 'en',
        name: `filler_${n}`,
        status: 'APPROVED',
        components: [{ type: 'BODY', text: 'x' }],
      },
      workspace: { id: workspace.id, title: workspace.title },
      createdAt: `2020-01-01T00:00:${String(n).padStart(2, '0')}.000Z`,
      updatedAt: `2020-01-01T00:00:${String(n).padStart(2, '0')}.000Z`,
    })
  }
  return inWorkspace().map((t) => t.id)
}

async function allTemplateIds(workspaceId: string): Promise<string[]> {
  return readAll(await listTemplates(api, { workspaceId, limit: 1000 })).map((t) => t.id)
}

const body = (text: string, examples?: string[]): TemplateComponentRequest => ({
  type: 'BODY',
  text,
  ...(examples ? { example: { body_text: [examples] } } : {}),
})

function draft(
  workspaceId: string,
  name: string,
  components: TemplateComponentRequest[],
  category: CreateTemplateRequest['template']['category'] = 'UTILITY',
): CreateTemplateRequest {
  return { workspace: { id: workspaceId }, template: { category, language: 'en_US', name, components } }
}

function firstWorkspace() {
  const ws = demo.db.data.workspaces[0]
  if (!ws) throw new Error('the seed has no workspace')
  return ws
}

describe('GET /v1/whatsapp-templates (list)', () => {
  it('defaults to page 1 with 10 templates', async () => {
    const ws = workspaceWithMostTemplates()
    ensureTemplates(ws, 23)

    const defaults = readAll(await listTemplates(api, { workspaceId: ws.id }))
    expect(defaults).toHaveLength(10)
    const explicit = readAll(await listTemplates(api, { workspaceId: ws.id, page: 1, limit: 10 }))
    expect(explicit.map((t) => t.id)).toEqual(defaults.map((t) => t.id))
  })

  it('page 2 is the next slice, with no overlap, and the pages cover the whole workspace', async () => {
    const ws = workspaceWithMostTemplates()
    const ids = ensureTemplates(ws, 23)
    const total = ids.length

    const pages: string[][] = []
    for (let page = 1; page <= Math.ceil(total / 10); page += 1) {
      pages.push(readAll(await listTemplates(api, { workspaceId: ws.id, page })).map((t) => t.id))
    }
    const [page1 = [], page2 = []] = pages
    expect(page1).toHaveLength(10)
    expect(page2).toHaveLength(Math.min(10, total - 10))
    expect(page1.filter((id) => page2.includes(id))).toEqual([])
    expect(pages.at(-1)).toHaveLength(total % 10 || 10)

    const seen = pages.flat()
    expect(new Set(seen).size).toBe(total)
    expect([...seen].sort()).toEqual([...ids].sort())

    // page 2 equals the second half of a 20-item page 1
    const twenty = readAll(await listTemplates(api, { workspaceId: ws.id, limit: 20 }))
    expect(twenty.slice(10).map((t) => t.id)).toEqual(page2)
  })

  it('a page past the end is an empty array', async () => {
    const ws = workspaceWithMostTemplates()
    const total = ensureTemplates(ws, 11).length
    expect(readAll(await listTemplates(api, { workspaceId: ws.id, page: Math.ceil(total / 10) + 1 }))).toEqual([])
    expect(readAll(await listTemplates(api, { workspaceId: ws.id, page: 999 }))).toEqual([])
  })

  it.each(['page=0', 'page=-1', 'page=abc', 'page=1.5', 'limit=0', 'limit=-1', 'limit=abc'])(
    'rejects %s with 400 naming the field',
    async (query) => {
      const field = query.slice(0, query.indexOf('='))
      const ws = firstWorkspace()
      const response = await raw('GET', `/v1/whatsapp-templates?workspaceId=${ws.id}&${query}`)
      expect(response.status).toBe(400)
      const json = (await response.json()) as { error: string }
      expect(json.error).toContain(field)
    },
  )

  it('rejects page 0 and limit -1 through the API module too', async () => {
    const ws = firstWorkspace()
    const e1 = await failure(listTemplates(api, { workspaceId: ws.id, page: 0 }))
    expect(e1.status).toBe(400)
    expect(errorText(e1)).toMatch(/page/)
    const e2 = await failure(listTemplates(api, { workspaceId: ws.id, limit: -1 }))
    expect(e2.status).toBe(400)
    expect(errorText(e2)).toMatch(/limit/)
  })

  it('requires workspaceId (400)', async () => {
    const error = await failure(listTemplates(api, { workspaceId: '' }))
    expect(error.kind).toBe('http')
    expect(error.status).toBe(400)
    expect(errorText(error)).toBe('workspaceId is required')

    const response = await raw('GET', '/v1/whatsapp-templates')
    expect(response.status).toBe(400)
  })

  it('lists only the templates of the given workspace', async () => {
    for (const ws of demo.db.data.workspaces) {
      const listed = readAll(await listTemplates(api, { workspaceId: ws.id, limit: 1000 }))
      const expected = demo.db.data.templates.filter((t) => t.workspace.id === ws.id).map((t) => t.id)
      expect(listed.every((t) => t.workspace.id === ws.id)).toBe(true)
      expect(listed.map((t) => t.id).sort()).toEqual([...expected].sort())
    }
    expect(readAll(await listTemplates(api, { workspaceId: 'ws_does_not_exist' }))).toEqual([])
  })

  it('filters by name with searchText, case-insensitively', async () => {
    const ws = workspaceWithMostTemplates()
    const target = ws.templates[0]
    if (!target) throw new Error('no template in the seed')
    const needle = target.template.name.slice(0, Math.max(3, Math.ceil(target.template.name.length / 2)))
    const expected = ws.templates
      .filter((t) => t.template.name.toLowerCase().includes(needle.toLowerCase()))
      .map((t) => t.id)

    for (const searchText of [needle.toUpperCase(), needle.toLowerCase()]) {
      const found = readAll(await listTemplates(api, { workspaceId: ws.id, searchText, limit: 1000 }))
      expect(found.map((t) => t.id).sort()).toEqual([...expected].sort())
      expect(found.map((t) => t.id)).toContain(target.id)
    }

    expect(
      readAll(await listTemplates(api, { workspaceId: ws.id, searchText: 'zz-no-template-is-called-this' })),
    ).toEqual([])
  })
})

describe('GET /v1/whatsapp-templates/{templateId}', () => {
  it('returns the stored template', async () => {
    const stored = demo.db.data.templates[0]
    if (!stored) throw new Error('no template in the seed')
    const fetched = await getTemplate(api, stored.id)
    expect(fetched.id).toBe(stored.id)
    expect(fetched.template.name).toBe(stored.template.name)
    expect(fetched.workspace).toEqual(stored.workspace)
  })

  itGuardsEachId('tpl_1', 'tpl_missing', { get: getTemplate })
})

describe('POST /v1/whatsapp-template (create)', () => {
  it('creates a PENDING template with a new id and the workspace title, visible in get and list', async () => {
    const ws = firstWorkspace()
    const before = demo.db.data.templates.map((t) => t.id)
    const request = draft(ws.id, 'order_shipped_test', [
      { type: 'HEADER', format: 'TEXT', text: 'Your order' },
      body('Hi {{1}}, order {{2}} is on its way.', ['Ann', '#42']),
      { type: 'FOOTER', text: 'Northwind' },
      { type: 'BUTTONS', buttons: [{ type: 'URL', text: 'Track', url: 'https://example.com/track' }] },
    ])

    const created = await createTemplate(api, request)
    expect(created.template.status).toBe('PENDING')
    expect(created.template.name).toBe('order_shipped_test')
    expect(created.template.components).toEqual(request.template.components)
    expect(created.workspace).toEqual({ id: ws.id, title: ws.title })
    expect(before).not.toContain(created.id)
    expect(created.createdAt).toBe(created.updatedAt)
    expect(Number.isNaN(Date.parse(created.createdAt))).toBe(false)

    expect(await getTemplate(api, created.id)).toEqual(created)
    expect(await allTemplateIds(ws.id)).toContain(created.id)
    const searched = readAll(await listTemplates(api, { workspaceId: ws.id, searchText: 'ORDER_SHIPPED_TEST' }))
    expect(searched.map((t) => t.id)).toEqual([created.id])
  })

  it('answers 201', async () => {
    const ws = firstWorkspace()
    const response = await raw('POST', '/v1/whatsapp-template', {
      body: JSON.stringify(draft(ws.id, 'status_code_probe', [body('Hello there')])),
    })
    expect(response.status).toBe(201)
  })

  it('two creates get different ids', async () => {
    const ws = firstWorkspace()
    const a = await createTemplate(api, draft(ws.id, 'twin_a', [body('A')]))
    const b = await createTemplate(api, draft(ws.id, 'twin_b', [body('B')]))
    expect(a.id).not.toBe(b.id)
  })

  it('rejects a body variable without an example (400)', async () => {
    const ws = firstWorkspace()
    const error = await failure(createTemplate(api, draft(ws.id, 'no_example', [body('Hi {{1}}, see {{2}}', ['Ann'])])))
    expect(error.status).toBe(400)
    expect(errorText(error)).toMatch(/example/i)
    expect(errorText(error)).toContain('{{2}}')

    const none = await failure(createTemplate(api, draft(ws.id, 'no_example', [body('Hi {{1}}')])))
    expect(none.status).toBe(400)
    expect(await allTemplateIds(ws.id)).toHaveLength(
      demo.db.data.templates.filter((t) => t.workspace.id === ws.id).length,
    )
    expect(demo.db.data.templates.some((t) => t.template.name === 'no_example')).toBe(false)
  })

  it('rejects a body that ends with a variable, even with a full stop after it (400), naming the rule', async () => {
    const ws = firstWorkspace()
    for (const text of ['Your parcel is on its way with {{1}}', 'Your parcel is on its way with {{1}}.']) {
      const error = await failure(createTemplate(api, draft(ws.id, 'ends_with_variable', [body(text, ['DPD'])])))
      expect(error.status).toBe(400)
      expect(errorText(error)).toBe(
        `The body does not start or end with a variable: Add words after {{1}}: WhatsApp rejects a body that ends with a variable${text.endsWith('.') ? ', and punctuation after it does not count' : ''}.`,
      )
    }
    expect(demo.db.data.templates.some((t) => t.template.name === 'ends_with_variable')).toBe(false)
  })

  it('accepts what only warns, such as the same body as another template of the workspace (201)', async () => {
    const existing = demo.db.data.templates.find((t) => t.workspace.id === firstWorkspace().id)
    const text = existing?.template.components.find((c) => c.type === 'BODY')
    if (!existing || !text) throw new Error('no template with a body in the first workspace')
    const request = draft(existing.workspace.id, 'same_body_again', [
      { type: 'BODY', text: text.text ?? undefined, example: text.example ?? undefined },
    ])
    const otherBodies = [{ name: existing.template.name, body: text.text ?? '' }]
    expect(templateWarnings(request.template, { otherBodies }).map((rule) => rule.id)).toContain('body-unique')
    const response = await raw('POST', '/v1/whatsapp-template', { body: JSON.stringify(request) })
    expect(response.status).toBe(201)
  })

  it('rejects 4 buttons (400) and accepts 3', async () => {
    const ws = firstWorkspace()
    const button = (text: string) => ({ type: 'QUICK_REPLY' as const, text })
    const four = draft(ws.id, 'four_buttons', [
      body('Pick one'),
      { type: 'BUTTONS', buttons: ['A', 'B', 'C', 'D'].map(button) },
    ])
    const error = await failure(createTemplate(api, four))
    expect(error.status).toBe(400)
    expect(errorText(error)).toMatch(/button/i)

    const three = draft(ws.id, 'three_buttons', [
      body('Pick one'),
      { type: 'BUTTONS', buttons: ['A', 'B', 'C'].map(button) },
    ])
    expect((await createTemplate(api, three)).template.name).toBe('three_buttons')
  })

  it('rejects a MARKETING template without an opt-out (400) and accepts one with a STOP footer (201)', async () => {
    const ws = firstWorkspace()
    const error = await failure(
      createTemplate(api, draft(ws.id, 'promo_no_optout', [body('20% off today')], 'MARKETING')),
    )
    expect(error.status).toBe(400)
    expect(errorText(error)).toMatch(/opt-out/i)

    const response = await raw('POST', '/v1/whatsapp-template', {
      body: JSON.stringify(
        draft(
          ws.id,
          'promo_with_optout',
          [body('20% off today'), { type: 'FOOTER', text: 'Reply STOP to unsubscribe' }],
          'MARKETING',
        ),
      ),
    })
    expect(response.status).toBe(201)
    const created = (await response.json()) as Template
    expect(created.template.category).toBe('MARKETING')
    expect(created.template.status).toBe('PENDING')
  })

  it('rejects a duplicate name in the same workspace (409) but allows it in another workspace (201)', async () => {
    const existing = demo.db.data.templates[0]
    if (!existing) throw new Error('no template in the seed')
    const name = existing.template.name
    const sameLanguage = draft(existing.workspace.id, name, [body('Duplicate')])
    sameLanguage.template.language = existing.template.language
    const error = await failure(createTemplate(api, sameLanguage))
    expect(error.status).toBe(409)
    expect(errorText(error)).toContain(name)

    const other = demo.db.data.workspaces.find(
      (w) =>
        w.id !== existing.workspace.id &&
        !demo.db.data.templates.some((t) => t.workspace.id === w.id && t.template.name === name),
    )
    if (!other) throw new Error('the seed needs a second workspace without this template name')
    const response = await raw('POST', '/v1/whatsapp-template', {
      body: JSON.stringify(draft(other.id, name, [body('Same name, other workspace')])),
    })
    expect(response.status).toBe(201)
    const created = (await response.json()) as Template
    expect(created.workspace).toEqual({ id: other.id, title: other.title })
  })

  it('accepts an existing name in a language it has no version in yet: WhatsApp keys templates by name and language', async () => {
    const existing = demo.db.data.templates[0]
    if (!existing) throw new Error('no template in the seed')
    const { name, language } = existing.template
    const spanish = draft(existing.workspace.id, name, [body('Hola, tu pedido está en camino.')])
    spanish.template.language = language === 'es' ? 'pt_BR' : 'es'
    const created = await createTemplate(api, spanish)
    expect(created.template).toMatchObject({ name, language: spanish.template.language, status: 'PENDING' })

    const again = await failure(createTemplate(api, spanish))
    expect(again.status).toBe(409)
    expect(errorText(again)).toContain(spanish.template.language)
  })

  it('refuses an uppercase copy of an existing name: names are lowercase (400)', async () => {
    const existing = demo.db.data.templates[0]
    if (!existing) throw new Error('no template in the seed')
    const error = await failure(
      createTemplate(api, draft(existing.workspace.id, existing.template.name.toUpperCase(), [body('Shouting')])),
    )
    expect(error.status).toBe(400)
    expect(errorText(error)).toMatch(/lowercase/i)
  })

  it('rejects a body that fails the request schema, naming the field (400)', async () => {
    const ws = firstWorkspace()
    const noWorkspace = await raw('POST', '/v1/whatsapp-template', {
      body: JSON.stringify({ template: draft(ws.id, 'x', [body('x')]).template }),
    })
    expect(noWorkspace.status).toBe(400)
    expect(((await noWorkspace.json()) as { error: string }).error).toMatch(/^Invalid request: workspace/)

    const badCategory = await raw('POST', '/v1/whatsapp-template', {
      body: JSON.stringify({
        ...draft(ws.id, 'x', [body('x')]),
        template: { ...draft(ws.id, 'x', []).template, category: 'PROMO' },
      }),
    })
    expect(badCategory.status).toBe(400)
    expect(((await badCategory.json()) as { error: string }).error).toContain('template.category')

    const emptyName = await failure(createTemplate(api, draft(ws.id, '', [body('x')])))
    expect(emptyName.status).toBe(400)
    expect(errorText(emptyName)).toContain('template.name')
  })

  it('rejects a missing BODY (400)', async () => {
    const ws = firstWorkspace()
    const error = await failure(
      createTemplate(api, draft(ws.id, 'bodiless', [{ type: 'FOOTER', text: 'Just a footer' }])),
    )
    expect(error.status).toBe(400)
    expect(errorText(error)).toMatch(/body/i)
  })

  itRejectsAnUnknownWorkspace((id) => createTemplate(api, draft(id, 'orphan', [body('x')])))

  itRejectsANonJsonBody('/v1/whatsapp-template', '{not json')

  it('stores and returns the fields a request carries beyond the spec’s, as sent', async () => {
    const ws = firstWorkspace()
    const request = {
      workspace: { id: ws.id },
      template: {
        category: 'UTILITY',
        language: 'en_US',
        name: 'extras_as_sent',
        parameter_format: 'POSITIONAL',
        components: [
          {
            type: 'BODY',
            text: 'Your parcel {{1}} is on its way to you today.',
            example: { body_text: [['NW-1']] },
            add_security_recommendation: true,
          },
          { type: 'BUTTONS', buttons: [{ type: 'QUICK_REPLY', text: 'Thanks', payload: 'THANKS' }] },
        ],
      },
    }
    const response = await raw('POST', '/v1/whatsapp-template', { body: JSON.stringify(request) })
    expect(response.status).toBe(201)
    const created = (await response.json()) as { id: string; template: unknown }
    expect(created.template).toEqual({ ...request.template, status: 'PENDING' })
    expect((await getTemplate(api, created.id)).template).toEqual({ ...request.template, status: 'PENDING' })
  })

  it.each([
    ['a category', { category: 'TRANSACTIONAL' }],
    [
      'a component',
      {
        components: [
          { type: 'BODY', text: 'Hello there, this is fine.' },
          { type: 'CAROUSEL', cards: [] },
        ],
      },
    ],
    [
      'a button',
      {
        components: [
          { type: 'BODY', text: 'Hello there, this is fine.' },
          { type: 'BUTTONS', buttons: [{ type: 'COPY_CODE', text: 'Copy' }] },
        ],
      },
    ],
  ])('refuses %s of a kind the spec does not list, which the builder never writes (400)', async (_kind, change) => {
    const request = {
      workspace: { id: firstWorkspace().id },
      template: {
        category: 'UTILITY',
        language: 'en_US',
        name: 'newer_kind',
        components: [{ type: 'BODY', text: 'Hello there, this is fine.' }],
        ...change,
      },
    }
    const response = await raw('POST', '/v1/whatsapp-template', { body: JSON.stringify(request) })
    expect(response.status).toBe(400)
    expect(demo.db.data.templates.some((t) => t.template.name === 'newer_kind')).toBe(false)
  })
})

describe('the seeded templates newer than the spec', () => {
  it('come back from get and list with their newer kinds and fields as stored', async () => {
    const stored = demo.db.data.templates.find((t) => t.template.components.some((c) => c.type === 'CAROUSEL'))
    if (!stored) throw new Error('the seed has no carousel template')
    expect(await getTemplate(api, stored.id)).toEqual(stored)
    const listed = readAll(
      await listTemplates(api, { workspaceId: stored.workspace.id, searchText: stored.template.name }),
    )
    expect(listed.find((t) => t.id === stored.id)).toEqual(stored)
  })
})

describe('x-api-key on the template operations', () => {
  itRejectsAnUnknownKey({
    list: (client) => listTemplates(client, { workspaceId: 'ws_1' }),
    create: (client) => createTemplate(client, draft('ws_1', 'auth_probe', [body('x')])),
  })

  it('an unauthorized create stores nothing', async () => {
    const before = demo.db.data.templates.length
    await failure(createTemplate(stranger, draft(firstWorkspace().id, 'auth_probe', [body('x')])))
    expect(demo.db.data.templates).toHaveLength(before)
  })
})
