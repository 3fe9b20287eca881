import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import type { TemplateComponent } from '@/api/templates'
import { templateValuesSchema } from './template-values-schema'
import { typedValues } from '@/test/template-values'

const values = typedValues

const orderConfirmation: TemplateComponent[] = [
  { type: 'HEADER', format: 'TEXT', text: 'Order {{1}} confirmed' },
  { type: 'BODY', text: 'Hi {{1}}, thanks for your order {{2}}.' },
  { type: 'BUTTONS', buttons: [{ type: 'URL', text: 'View', url: 'https://shop.example/orders/{{1}}' }] },
]

const issuesOf = (schema: z.ZodMiniType, value: unknown) => {
  const result = schema.safeParse(value)
  return result.success ? [] : result.error.issues.map(({ path, message }) => ({ path, message }))
}

describe('templateValuesSchema', () => {
  it('accepts values that pass every check, as they are', () => {
    const good = values({ header: ['NW-1'], body: ['Ada', 'NW-1'], buttons: ['NW-1'] })
    expect(templateValuesSchema(orderConfirmation).safeParse(good)).toEqual({ success: true, data: good })
  })

  it("places each of WhatsApp's checks at its value, relative to the values: ['body', 0], numbers as numbers", () => {
    const bad = values({ header: ['a\tb'], body: ['', 'NW-1'], buttons: ['NW 1'] })
    expect(issuesOf(templateValuesSchema(orderConfirmation), bad)).toEqual([
      { path: ['header', 0], message: 'No new lines or tabs: WhatsApp refuses them in a value' },
      { path: ['body', 0], message: 'Give a value: WhatsApp refuses an empty one' },
      { path: ['buttons', 0], message: 'This value does not make a valid web address: no spaces' },
    ])
  })

  it('places the file of a media header at mediaUrl and the place of a location header at its field', () => {
    const image: TemplateComponent[] = [{ type: 'HEADER', format: 'IMAGE' }]
    expect(issuesOf(templateValuesSchema(image), values({ mediaUrl: 'cdn.example/a.png' }))).toEqual([
      { path: ['mediaUrl'], message: 'A full web address, starting with https://' },
    ])
    const pickup: TemplateComponent[] = [{ type: 'HEADER', format: 'LOCATION' }]
    const place = { latitude: '91', longitude: '0', address: 'Exchange Square', name: 'Arndale' }
    expect(issuesOf(templateValuesSchema(pickup), values({ location: place }))).toEqual([
      { path: ['location', 'latitude'], message: 'A latitude is a number from -90 to 90' },
    ])
  })

  it('nested in a form schema, the issues land under its key', () => {
    const form = z.object({ values: templateValuesSchema(orderConfirmation) })
    const bad = values({ header: ['NW-1'], body: ['Ada', 'a     b'], buttons: ['NW-1'] })
    expect(issuesOf(form, { values: bad })).toEqual([
      { path: ['values', 'body', 1], message: 'At most four spaces in a row' },
    ])
  })

  it('a template without variables takes any values of the right shape', () => {
    const plain: TemplateComponent[] = [{ type: 'BODY', text: 'Our sale starts today.' }]
    expect(templateValuesSchema(plain).safeParse(values({})).success).toBe(true)
    expect(templateValuesSchema([]).safeParse(values({ body: ['stale'] })).success).toBe(true)
  })

  it('refuses values of the wrong shape without running the checks on them', () => {
    const schema = templateValuesSchema(orderConfirmation)
    expect(issuesOf(schema, {}).map((issue) => issue.path)).toEqual([
      ['header'],
      ['body'],
      ['buttons'],
      ['mediaUrl'],
      ['location'],
    ])
    expect(issuesOf(schema, { ...values({}), body: 'Ada' }).map((issue) => issue.path)).toEqual([['body']])
    expect(issuesOf(schema, { ...values({}), body: [1] }).map((issue) => issue.path)).toEqual([['body', 0]])
  })
})
