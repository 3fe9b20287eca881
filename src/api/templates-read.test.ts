import { describe, expect, it } from 'vitest'
import { isUnreadable, listOf, readableRows } from './list-rows'
import { templateButtonSchema, templateComponentSchema, templateSchema, UNKNOWN_VALUE } from './templates'

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

  it('still names a part that has no type', () => {
    expect(templateComponentSchema.safeParse({ text: 'Hi' }).success).toBe(false)
    expect(templateComponentSchema.safeParse({ type: 'BUTTONS', buttons: [{ text: 'Go' }] }).success).toBe(false)
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
