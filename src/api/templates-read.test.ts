import { describe, expect, it } from 'vitest'
import { isUnreadable, listOf, readableRows } from './list-rows'
import {
  createTemplateRequestSchema,
  templateButtonSchema,
  templateComponentSchema,
  templateSchema,
  UNKNOWN_VALUE,
  UNNAMED_KIND,
} from './templates'

const record = (template: Record<string, unknown>) => ({
  id: 'tpl_1',
  template: { category: 'MARKETING', name: 'summer_sale', language: 'en_US', status: 'APPROVED', ...template },
  workspace: { id: 'ws_1', title: 'Main' },
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
})

describe('reading a template part: only its type is required', () => {
  it('reads a copy-code button that has no text, only its example code', () => {
    const parsed = templateButtonSchema.safeParse({ type: 'COPY_CODE', example: ['SALE25'] })
    expect(parsed.success).toBe(true)
    expect(parsed.data).toEqual({ type: 'COPY_CODE', example: ['SALE25'] })
    expect(parsed.data?.text).toBeUndefined()
  })

  it('reads a component with only its type, and keeps the fields of a newer one as sent', () => {
    expect(templateComponentSchema.safeParse({ type: 'BODY' }).success).toBe(true)
    const offer = { type: 'LIMITED_TIME_OFFER', limited_time_offer: { text: 'Expiring offer!', has_expiration: true } }
    expect(templateComponentSchema.parse(offer)).toEqual(offer)
  })

  it('reads an example of an unexpected shape as absent, keeping the rest of the part', () => {
    const flat = templateComponentSchema.parse({
      type: 'BODY',
      text: 'Hi {{1}}',
      example: { body_text: ['Ana'], body_text_named_params: [{ param_name: 'first_name' }] },
    })
    expect(flat.text).toBe('Hi {{1}}')
    expect(flat.example?.body_text).toBeUndefined()
    expect(flat.example?.body_text_named_params).toEqual([{ param_name: 'first_name' }])
    expect(templateComponentSchema.parse({ type: 'BODY', text: 'Hi', example: 'Ana' }).example).toBeUndefined()
    expect(templateComponentSchema.parse({ type: 'HEADER', example: { header_text: 'Ana' } }).example).toEqual({})
    expect(templateButtonSchema.parse({ type: 'URL', text: 'Go', example: 'NW-1' }).example).toBeUndefined()
  })

  it('reads a part without a type, or that is not an object, as a part of an unknown kind', () => {
    expect(templateComponentSchema.parse({ text: 'Hi' })).toEqual({ type: UNNAMED_KIND, text: 'Hi' })
    expect(templateComponentSchema.parse({ type: 7, text: 'Hi' })).toEqual({ type: UNNAMED_KIND, text: 'Hi' })
    expect(templateComponentSchema.parse({ type: 'BUTTONS', buttons: [{ text: 'Go' }, 'Stop', null] })).toEqual({
      type: 'BUTTONS',
      buttons: [{ type: UNNAMED_KIND, text: 'Go' }, { type: UNNAMED_KIND }],
    })
    const { template } = templateSchema.parse(record({ components: [{ text: 'Hi' }, 42, null] }))
    expect(template.components).toEqual([{ type: UNNAMED_KIND, text: 'Hi' }, { type: UNNAMED_KIND }])
  })

  it('reads a template without status, category or components, as unknown and empty', () => {
    const parsed = templateSchema.parse({
      ...record({}),
      template: { name: 'summer_sale', language: 'en_US' },
    })
    expect(parsed.template).toEqual({
      name: 'summer_sale',
      language: 'en_US',
      status: UNKNOWN_VALUE,
      category: UNKNOWN_VALUE,
      components: [],
    })
  })
})

describe('a list of templates', () => {
  const rows = listOf(templateSchema).parse([
    record({
      components: [
        { type: 'BODY', text: 'Hi {{1}}, take 25% off', example: { body_text: ['Ana'] } },
        { type: 'LIMITED_TIME_OFFER', limited_time_offer: { text: 'Expiring offer!', has_expiration: true } },
        { type: 'BUTTONS', buttons: [{ type: 'COPY_CODE', example: ['SALE25'] }] },
      ],
    }),
    'not a template',
    null,
    { ...record({}), id: undefined },
    { ...record({}), id: '' },
  ])

  it('reads a template with a flat body example and a text-less button as itself', () => {
    expect(isUnreadable(rows[0])).toBe(false)
    expect(readableRows(rows).map((row) => row.id)).toEqual(['tpl_1'])
  })

  it('has a row that is not an object, or has no id, as an unreadable row', () => {
    expect(rows.slice(1).map((row) => isUnreadable(row) && row.index)).toEqual([1, 2, 3, 4])
  })
})

describe('a template record: readable whenever it is an object with an id', () => {
  const notGiven = {
    template: { name: '', language: '', status: UNKNOWN_VALUE, category: UNKNOWN_VALUE, components: [] },
    workspace: { id: '', title: '' },
    createdAt: '',
    updatedAt: '',
  }

  it('reads a row with only its id, everything else as not given', () => {
    expect(templateSchema.parse({ id: 'tpl_1' })).toEqual({ id: 'tpl_1', ...notGiven })
  })

  it('reads a missing or ill-typed name, language, workspace or dates as not given', () => {
    const missing = templateSchema.parse({ id: 'tpl_1', template: { status: 'APPROVED' } })
    expect(missing.template).toEqual({ ...notGiven.template, status: 'APPROVED' })
    expect(missing.workspace).toEqual({ id: '', title: '' })
    expect([missing.createdAt, missing.updatedAt]).toEqual(['', ''])

    const illTyped = templateSchema.parse({
      id: 'tpl_1',
      template: { name: 42, language: ['en'], category: 'UTILITY' },
      workspace: 'ws_1',
      createdAt: 1_700_000_000_000,
      updatedAt: null,
    })
    expect(illTyped).toEqual({ id: 'tpl_1', ...notGiven, template: { ...notGiven.template, category: 'UTILITY' } })
    expect(templateSchema.parse({ id: 'tpl_1', template: 'summer_sale', workspace: [] })).toEqual({
      id: 'tpl_1',
      ...notGiven,
    })
    expect(templateSchema.parse({ ...record({}), workspace: { id: 'ws_1' } }).workspace).toEqual({
      id: 'ws_1',
      title: '',
    })
  })

  it('keeps a name, language, workspace and dates that are there, and fields it does not name', () => {
    const sent = { ...record({ sub_category: 'ORDER_DETAILS' }), quality: 'GREEN' }
    expect(templateSchema.parse(sent)).toEqual({ ...sent, template: { ...sent.template, components: [] } })
  })

  it('has a row that is not an object, or has no id, as unreadable, naming what is wrong', () => {
    const rows = listOf(templateSchema).parse([{}, 'x', { id: '' }, { id: 7, template: record({}).template }, []])
    expect(rows.map((row) => isUnreadable(row) && row.problem.split(':')[0])).toEqual([
      'id',
      '(root)',
      'id',
      'id',
      '(root)',
    ])
  })

  it('still writes a template faithfully: the create request needs a name and a language', () => {
    const request = {
      template: { category: 'MARKETING', name: 'summer_sale', language: 'en_US', components: [] },
      workspace: { id: 'ws_1' },
    }
    expect(createTemplateRequestSchema.safeParse(request).success).toBe(true)
    for (const field of ['name', 'language'] as const)
      expect(
        createTemplateRequestSchema.safeParse({ ...request, template: { ...request.template, [field]: '' } }).success,
      ).toBe(false)
  })
})
