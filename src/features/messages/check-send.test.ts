import { describe, expect, it } from 'vitest'
import type { Template, TemplateComponent } from '@/api/templates'
import { channels, kindsOf, endpointFor } from './channels'
import { checkSend } from './check-send'
import { emptySendForm, type ChosenTemplate, type SendForm } from './send-form'
import { valuePlan, type TemplateValues } from '@/domain/template-values'
import { typedValues } from '@/test/template-values'

const ws = 'ws_1'
const now = new Date(2030, 0, 1, 12, 0)
const form = (values: Partial<SendForm>): SendForm => ({ ...emptySendForm(), ...values })
const issuesOf = (result: ReturnType<typeof checkSend>) => (result.ok ? [] : result.issues)

describe('checkSend', () => {
  it('gives the endpoint and the body its schema parsed', () => {
    const result = checkSend('whatsappText', form({ contactId: 'ct_1', textMessage: 'Hi' }), ws, now)
    expect(result).toEqual({
      ok: true,
      request: {
        endpoint: 'whatsappText',
        body: { contact: { id: 'ct_1' }, workspace: { id: ws }, textMessage: 'Hi' },
      },
    })
  })

  it('cannot send both recipients: a contact id and a phone number give one of them, the chosen one', () => {
    const both = form({ contactId: 'ct_1', phoneNumber: '+447700900123', textMessage: 'Hi' })
    for (const endpoint of ['whatsappText', 'whatsappMedia', 'whatsappTemplate'] as const) {
      const byPhone = checkSend(
        endpoint,
        {
          ...both,
          recipientBy: 'phone',
          mediaUrl: 'https://cdn.example/a.png',
          mimeType: 'image/png',
          template: 't',
          templateLanguage: 'en_GB',
        },
        ws,
        now,
      )
      if (!byPhone.ok) throw new Error(JSON.stringify(byPhone.issues))
      expect(byPhone.request.body).toHaveProperty('recepient', { phoneNumber: '+447700900123' })
      expect(byPhone.request.body).not.toHaveProperty('contact')
    }
  })

  it('places the schema issues at the form fields, in words', () => {
    expect(issuesOf(checkSend('whatsappText', form({}), ws, now))).toEqual([
      { path: 'contactId', message: 'Enter the contact id' },
      { path: 'textMessage', message: 'Write the message' },
    ])
    expect(issuesOf(checkSend('whatsappMedia', form({ recipientBy: 'phone' }), ws, now))).toEqual([
      { path: 'phoneNumber', message: 'Enter the phone number' },
      { path: 'mediaUrl', message: 'Enter the media address' },
      { path: 'mimeType', message: 'Enter the MIME type' },
    ])
    expect(issuesOf(checkSend('whatsappTemplate', form({ contactId: 'ct_1' }), ws, now))).toEqual([
      { path: 'template', message: 'Choose a template' },
    ])
    // A name is not enough: the language names the template too.
    expect(
      issuesOf(checkSend('whatsappTemplate', form({ contactId: 'ct_1', template: 'order_confirmation' }), ws, now)),
    ).toEqual([{ path: 'template', message: 'Choose a template' }])
    expect(issuesOf(checkSend('messengerTemplate', form({ contactId: 'ct_1', elements: [] }), ws, now))).toEqual([
      { path: 'elements.root', message: 'Add at least one element' },
    ])
    expect(
      issuesOf(
        checkSend('instagramTemplate', form({ contactId: 'ct_1', elements: [{ title: ' ', buttons: [] }] }), ws, now),
      ),
    ).toEqual([{ path: 'elements.0.title', message: 'Give the element a title' }])
    expect(issuesOf(checkSend('telegramTemplate', form({ contactId: 'ct_1', textMessage: '  ' }), ws, now))).toEqual([
      { path: 'textMessage', message: 'Write the message' },
    ])
  })

  it('an issue of the body as a whole is not lost', () => {
    expect(issuesOf(checkSend('messengerText', form({ contactId: 'ct_1', textMessage: 'Hi' }), '', now))).toEqual([
      { path: 'body', message: 'workspace.id: Too small: expected string to have >=1 characters' },
    ])
  })

  it('wants a phone number with its country code', () => {
    const base = { recipientBy: 'phone' as const, textMessage: 'Hi' }
    expect(checkSend('whatsappText', form({ ...base, phoneNumber: '+44 7700 900123' }), ws, now).ok).toBe(true)
    for (const phoneNumber of ['07700 900123', '+0 7700 900123', '+44 7700 900123 ext 2', '+44']) {
      expect(
        issuesOf(checkSend('whatsappText', form({ ...base, phoneNumber }), ws, now)).map((i) => i.path),
        phoneNumber,
      ).toEqual(['phoneNumber'])
    }
  })

  it('wants an absolute http(s) media address', () => {
    const base = { contactId: 'ct_1', mimeType: 'image/png' }
    expect(checkSend('messengerMedia', form({ ...base, mediaUrl: 'http://cdn.example/a.png' }), ws, now).ok).toBe(true)
    for (const mediaUrl of ['cdn.example/a.png', '/a.png', 'ftp://cdn.example/a.png', 'javascript:alert(1)']) {
      expect(issuesOf(checkSend('messengerMedia', form({ ...base, mediaUrl }), ws, now)), mediaUrl).toEqual([
        { path: 'mediaUrl', message: 'A full web address, starting with https://' },
      ])
    }
  })

  it('wants a schedule in the future, and ignores it where the endpoint takes none', () => {
    const base = { contactId: 'ct_1', textMessage: 'Hi' }
    const future = checkSend('instagramText', form({ ...base, scheduleAt: '2030-01-01T12:30' }), ws, now)
    expect(future.ok && future.request.body).toHaveProperty(
      'scheduleDateTime',
      new Date(2030, 0, 1, 12, 30).toISOString(),
    )
    expect(issuesOf(checkSend('instagramText', form({ ...base, scheduleAt: '2030-01-01T11:59' }), ws, now))).toEqual([
      { path: 'scheduleAt', message: 'Pick a time in the future, or clear it to send now' },
    ])
    expect(issuesOf(checkSend('instagramText', form({ ...base, scheduleAt: '2030-02-30T10:00' }), ws, now))).toEqual([
      { path: 'scheduleAt', message: 'Pick a date and a time' },
    ])
    const telegram = checkSend('telegramTemplate', form({ ...base, scheduleAt: '2000-01-01T00:00' }), ws, now)
    expect(telegram.ok && telegram.request.body).not.toHaveProperty('scheduleDateTime')
  })

  it('keeps buttons within the template limits: at most 3, each with 1 to 25 characters, links that are web addresses', () => {
    const button = { text: 'Yes', url: '' }
    const ok = checkSend(
      'telegramTemplate',
      form({
        contactId: 'ct_1',
        textMessage: 'Pick',
        buttons: [button, button, { text: 'x'.repeat(25), url: 'https://a.example' }],
      }),
      ws,
      now,
    )
    expect(ok.ok).toBe(true)
    expect(
      issuesOf(
        checkSend(
          'telegramTemplate',
          form({
            contactId: 'ct_1',
            textMessage: 'Pick',
            buttons: [button, { text: '😀'.repeat(26), url: '' }, { text: ' ', url: 'shop' }, button],
          }),
          ws,
          now,
        ),
      ),
    ).toEqual([
      { path: 'buttons.root', message: 'At most 3 buttons' },
      { path: 'buttons.1.text', message: 'At most 25 characters (this is 26)' },
      { path: 'buttons.2.text', message: 'Give the button a text' },
      { path: 'buttons.2.url', message: 'A full web address, starting with https://' },
    ])
    const elements = [
      { title: 'A', buttons: [button] },
      { title: 'B', buttons: [button, button, button, button] },
    ]
    expect(issuesOf(checkSend('messengerTemplate', form({ contactId: 'ct_1', elements }), ws, now))).toEqual([
      { path: 'elements.1.buttons.root', message: 'At most 3 buttons' },
    ])
  })

  it('every channel and kind has an endpoint whose empty form says what is missing', () => {
    for (const channel of channels) {
      for (const kind of kindsOf(channel)) {
        const result = checkSend(endpointFor(channel, kind), emptySendForm(), ws, now)
        expect(result.ok, `${channel} ${kind}`).toBe(false)
        expect(issuesOf(result)[0]?.path).toBe('contactId')
      }
    }
  })
})

/** A template of the workspace as the API lists it. */
const templateOf = (name: string, components: TemplateComponent[]): Template => ({
  id: `tpl_${name}`,
  template: { category: 'UTILITY', language: 'en_GB', name, status: 'APPROVED', components },
  workspace: { id: ws, title: 'Main' },
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
})

const orderConfirmation = templateOf('order_confirmation', [
  { type: 'HEADER', format: 'TEXT', text: 'Order {{1}} confirmed', example: { header_text: ['NW-48213'] } },
  {
    type: 'BODY',
    text: 'Hi {{1}}, thanks for your order {{2}}. Total paid: {{3}}.',
    example: { body_text: [['Olivia', 'NW-48213', '£84.50']] },
  },
  {
    type: 'BUTTONS',
    buttons: [{ type: 'URL', text: 'View order', url: 'https://shop.example/orders/{{1}}', example: ['NW-48213'] }],
  },
])

/** A template as the console's template field hands it over: with the plan of its values. */
const chosen = (template: Template): ChosenTemplate => ({ template, plan: valuePlan(template.template.components) })

const values = typedValues
const templateForm = (template: Template, templateValues: TemplateValues) =>
  form({
    contactId: 'ct_1',
    template: template.template.name,
    templateLanguage: template.template.language,
    templateValues,
  })

describe('checkSend of a WhatsApp template with variables', () => {
  const filled = values({ header: ['NW-48213'], body: ['Olivia', 'NW-48213', '£84.50'], buttons: ['NW-48213'] })

  it('sends the values as the parameter fields of each part', () => {
    const result = checkSend(
      'whatsappTemplate',
      templateForm(orderConfirmation, filled),
      ws,
      now,
      chosen(orderConfirmation),
    )
    expect(result).toEqual({
      ok: true,
      request: {
        endpoint: 'whatsappTemplate',
        body: {
          contact: { id: 'ct_1' },
          workspace: { id: ws },
          template: { name: 'order_confirmation', language: 'en_GB' },
          headerTextParameters: ['NW-48213'],
          bodyTextParameters: ['Olivia', 'NW-48213', '£84.50'],
          buttonUrlParameters: ['NW-48213'],
        },
      },
    })
  })

  it("places WhatsApp's checks of each value at templateValues.<part>.<index>", () => {
    const typed = values({ header: [''], body: ['Olivia', 'two\nlines', 'a     b'], buttons: ['NW 48213'] })
    expect(
      issuesOf(
        checkSend('whatsappTemplate', templateForm(orderConfirmation, typed), ws, now, chosen(orderConfirmation)),
      ),
    ).toEqual([
      { path: 'templateValues.header.0', message: 'Give a value: WhatsApp refuses an empty one' },
      { path: 'templateValues.body.1', message: 'No new lines or tabs: WhatsApp refuses them in a value' },
      { path: 'templateValues.body.2', message: 'At most four spaces in a row' },
      { path: 'templateValues.buttons.0', message: 'This value does not make a valid web address: no spaces' },
    ])
  })

  it('checks the values only against the template the form names: a template of another name or language is not used', () => {
    const empty = values({ header: [''], body: ['', '', ''], buttons: [''] })
    for (const other of [
      { ...orderConfirmation, template: { ...orderConfirmation.template, language: 'en_US' } },
      { ...orderConfirmation, template: { ...orderConfirmation.template, name: 'order_update' } },
    ]) {
      const result = checkSend('whatsappTemplate', templateForm(orderConfirmation, empty), ws, now, chosen(other))
      if (!result.ok) throw new Error(JSON.stringify(result.issues))
      expect(Object.keys(result.request.body).sort()).toEqual(['contact', 'template', 'workspace'])
    }
    // No template at all (not loaded yet): the body names it, without values.
    const unloaded = checkSend('whatsappTemplate', templateForm(orderConfirmation, empty), ws, now, null)
    expect(unloaded.ok && unloaded.request.body).toEqual({
      contact: { id: 'ct_1' },
      workspace: { id: ws },
      template: { name: 'order_confirmation', language: 'en_GB' },
    })
  })

  it("places a media header's file at templateValues.mediaUrl, once", () => {
    const promo = templateOf('promo', [
      { type: 'HEADER', format: 'IMAGE', example: { header_handle: ['https://cdn.example/sample.jpg'] } },
      { type: 'BODY', text: 'New in: the winter range.' },
    ])
    expect(issuesOf(checkSend('whatsappTemplate', templateForm(promo, values({})), ws, now, chosen(promo)))).toEqual([
      { path: 'templateValues.mediaUrl', message: 'Give the address of the file the header shows' },
    ])
    expect(
      issuesOf(
        checkSend('whatsappTemplate', templateForm(promo, values({ mediaUrl: 'sample.jpg' })), ws, now, chosen(promo)),
      ),
    ).toEqual([{ path: 'templateValues.mediaUrl', message: 'A full web address, starting with https://' }])
    const sent = checkSend(
      'whatsappTemplate',
      templateForm(promo, values({ mediaUrl: ' https://cdn.example/a.jpg ' })),
      ws,
      now,
      chosen(promo),
    )
    expect(sent.ok && sent.request.body).toHaveProperty('headerMediaUrl', 'https://cdn.example/a.jpg')
    expect(sent.ok && sent.request.body).not.toHaveProperty('bodyTextParameters')
  })

  it("places a location header's place at templateValues.location.<field>, once each", () => {
    const pickup = templateOf('pickup', [
      { type: 'HEADER', format: 'LOCATION' },
      { type: 'BODY', text: 'Your order is ready to collect.' },
    ])
    const place = { latitude: '53.4833', longitude: '-2.2423', address: 'Exchange Square', name: 'Arndale' }
    const sent = checkSend(
      'whatsappTemplate',
      templateForm(pickup, values({ location: place })),
      ws,
      now,
      chosen(pickup),
    )
    expect(sent.ok && sent.request.body).toHaveProperty('locationParameters', {
      latitude: 53.4833,
      longitude: -2.2423,
      address: 'Exchange Square',
      name: 'Arndale',
    })
    const wrong = { latitude: '91', longitude: 'west', address: ' ', name: '' }
    expect(
      issuesOf(
        checkSend('whatsappTemplate', templateForm(pickup, values({ location: wrong })), ws, now, chosen(pickup)),
      ),
    ).toEqual([
      { path: 'templateValues.location.latitude', message: 'A latitude is a number from -90 to 90' },
      { path: 'templateValues.location.longitude', message: 'A longitude is a number from -180 to 180' },
      { path: 'templateValues.location.name', message: 'Give the place a name' },
      { path: 'templateValues.location.address', message: 'Give the address' },
    ])
  })
})
