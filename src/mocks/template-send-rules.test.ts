import { describe, expect, it } from 'vitest'
import type { WhatsappTemplateRequest } from '@/api/messages'
import type { Template, TemplateComponent } from '@/api/templates'
import { templateSendProblem } from './template-send-rules'

const templateOf = (
  name: string,
  components: TemplateComponent[],
  { language = 'en_GB', status = 'APPROVED', workspace = 'ws_1' } = {},
): Template => ({
  id: `tpl_${name}_${language}_${workspace}`,
  template: { category: 'UTILITY', language, name, status, components },
  workspace: { id: workspace, title: workspace },
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
})

const orderConfirmation = templateOf('order_confirmation', [
  { type: 'HEADER', format: 'TEXT', text: 'Order {{1}} confirmed' },
  { type: 'BODY', text: 'Hi {{1}}, thanks for your order {{2}}. Total paid: {{3}}.' },
  { type: 'BUTTONS', buttons: [{ type: 'URL', text: 'View order', url: 'https://shop.example/orders/{{1}}' }] },
])
const shipped = templateOf('order_shipped_v2', [
  { type: 'HEADER', format: 'IMAGE' },
  { type: 'BODY', text: 'Your order is on its way.' },
])
const invoice = templateOf('invoice_available', [
  { type: 'HEADER', format: 'DOCUMENT' },
  { type: 'BODY', text: 'x' },
])
const setup = templateOf('machine_setup', [
  { type: 'HEADER', format: 'VIDEO' },
  { type: 'BODY', text: 'x' },
])
const pickup = templateOf('click_and_collect_ready', [
  { type: 'HEADER', format: 'LOCATION' },
  { type: 'BODY', text: 'Your order is ready to collect.' },
])
const plain = templateOf('winter_sale', [{ type: 'BODY', text: 'Our winter sale starts today.' }])
const pending = templateOf('loyalty_double_points', [{ type: 'BODY', text: 'Double points, {{1}}!' }], {
  status: 'PENDING',
})
const otherWorkspace = templateOf('ws2_only', [{ type: 'BODY', text: 'Hello.' }], { workspace: 'ws_2' })

const templates = [orderConfirmation, shipped, invoice, setup, pickup, plain, pending, otherWorkspace]

const orderValues = {
  headerTextParameters: ['NW-1'],
  bodyTextParameters: ['Ada', 'NW-1', '£2'],
  buttonUrlParameters: ['NW-1'],
}

/** A send of this template (by its name and language) in ws_1, with these fields. */
const send = (template: Template, fields: Partial<WhatsappTemplateRequest> = {}): WhatsappTemplateRequest => ({
  contact: { id: 'ct_1' },
  workspace: { id: 'ws_1' },
  template: { name: template.template.name, language: template.template.language },
  ...fields,
})

const problemOf = (body: WhatsappTemplateRequest, list: readonly Template[] = templates) =>
  templateSendProblem(list, body)

describe('templateSendProblem', () => {
  it('sends an approved template whose values match its variables', () => {
    expect(problemOf(send(orderConfirmation, orderValues))).toBeUndefined()
    expect(problemOf(send(plain))).toBeUndefined()
    expect(problemOf(send(shipped, { headerMediaUrl: 'https://cdn.example/a.jpg' }))).toBeUndefined()
    const locationParameters = { latitude: 53.48, longitude: -2.24, address: 'Exchange Square', name: 'Arndale' }
    expect(problemOf(send(pickup, { locationParameters }))).toBeUndefined()
  })

  describe('finds the template in the workspace by name and language', () => {
    it('refuses an unknown name', () => {
      expect(
        problemOf(send(orderConfirmation, { ...orderValues, template: { name: 'nope', language: 'en_GB' } })),
      ).toBe('Template nope (en_GB) does not exist in workspace ws_1')
    })

    it('refuses a known name in another language, even its base language', () => {
      for (const language of ['en_US', 'en', 'EN_GB'])
        expect(
          problemOf(send(orderConfirmation, { ...orderValues, template: { name: 'order_confirmation', language } })),
          language,
        ).toBe(`Template order_confirmation (${language}) does not exist in workspace ws_1`)
    })

    it('refuses a template of another workspace', () => {
      expect(problemOf(send(otherWorkspace))).toBe('Template ws2_only (en_GB) does not exist in workspace ws_1')
      expect(problemOf({ ...send(otherWorkspace), workspace: { id: 'ws_2' } })).toBeUndefined()
      expect(problemOf({ ...send(orderConfirmation, orderValues), workspace: { id: 'ws_2' } })).toBe(
        'Template order_confirmation (en_GB) does not exist in workspace ws_2',
      )
    })

    it('does not take a template by its id', () => {
      expect(problemOf(send(plain, { template: { name: plain.id, language: 'en_GB' } }))).toBe(
        `Template ${plain.id} (en_GB) does not exist in workspace ws_1`,
      )
    })

    it('picks the version of the language asked for among several', () => {
      const spanish = templateOf('order_confirmation', [{ type: 'BODY', text: 'Hola.' }], {
        language: 'es',
        status: 'PENDING',
      })
      const list = [spanish, ...templates]
      expect(problemOf(send(orderConfirmation, orderValues), list)).toBeUndefined()
      expect(problemOf(send(spanish), list)).toBe(
        'Template order_confirmation (es) is pending review: only approved templates can be sent',
      )
    })
  })

  it.each([
    ['PENDING', 'pending review'],
    ['REJECTED', 'rejected'],
    ['PAUSED', 'paused'],
    ['DISABLED', 'disabled'],
    ['IN_APPEAL', 'in appeal'],
    ['PENDING_DELETION', 'pending deletion'],
    ['LIMIT_EXCEEDED', 'limit exceeded'],
    ['ARCHIVED', 'archived'],
  ])('refuses a %s template, naming its status in words', (status, words) => {
    const template = { ...plain, template: { ...plain.template, status } }
    expect(problemOf(send(template), [template])).toBe(
      `Template winter_sale (en_GB) is ${words}: only approved templates can be sent`,
    )
  })

  it('checks the status before the values', () => {
    expect(problemOf(send(pending))).toBe(
      'Template loyalty_double_points (en_GB) is pending review: only approved templates can be sent',
    )
  })

  describe("refuses values whose count is not that of the part's variables, naming the field and the part", () => {
    it.each([
      [
        'no header value',
        { headerTextParameters: undefined },
        /^headerTextParameters has 0 values, .* header has 1 variable$/,
      ],
      [
        'two header values',
        { headerTextParameters: ['a', 'b'] },
        /^headerTextParameters has 2 values, .* header has 1 variable$/,
      ],
      ['no body values', { bodyTextParameters: [] }, /^bodyTextParameters has 0 values, .* body has 3 variables$/],
      ['one body value', { bodyTextParameters: ['Ada'] }, /^bodyTextParameters has 1 value, .* body has 3 variables$/],
      [
        'four body values',
        { bodyTextParameters: ['a', 'b', 'c', 'd'] },
        /^bodyTextParameters has 4 values, .* body has 3 variables$/,
      ],
      [
        'no URL value',
        { buttonUrlParameters: undefined },
        /^buttonUrlParameters has 0 values, .* URL buttons ha(s|ve) 1 variable$/,
      ],
    ])('%s', (_name, fields, message) => {
      expect(problemOf(send(orderConfirmation, { ...orderValues, ...fields }))).toMatch(message)
    })

    it('the whole message, for one of them', () => {
      expect(problemOf(send(orderConfirmation, { ...orderValues, bodyTextParameters: ['Ada'] }))).toBe(
        "bodyTextParameters has 1 value, but the template's body has 3 variables",
      )
    })

    it('values for a part without variables are refused too', () => {
      expect(problemOf(send(plain, { bodyTextParameters: ['x'] }))).toBe(
        "bodyTextParameters has 1 value, but the template's body has 0 variables",
      )
      expect(problemOf(send(plain, { headerTextParameters: ['x'] }))).toMatch(/^headerTextParameters has 1 value/)
      expect(problemOf(send(plain, { buttonUrlParameters: ['x'] }))).toMatch(/^buttonUrlParameters has 1 value/)
      // An empty list is as good as none.
      expect(problemOf(send(plain, { bodyTextParameters: [] }))).toBeUndefined()
    })
  })

  it.each([
    [shipped, 'image'],
    [setup, 'video'],
    [invoice, 'document'],
  ])('refuses a media header without its headerMediaUrl (%#: %s)', (template, format) => {
    const problem = problemOf(send(template))
    expect(problem).toMatch(new RegExp(`^Template ${template.template.name} has an? ${format} header`))
    expect(problem).toMatch(/: give its headerMediaUrl$/)
    expect(problemOf(send(template, { headerMediaUrl: 'https://cdn.example/file' }))).toBeUndefined()
  })

  it('refuses a location header without its locationParameters', () => {
    expect(problemOf(send(pickup))).toBe(
      'Template click_and_collect_ready has a location header: give its locationParameters',
    )
  })
})
