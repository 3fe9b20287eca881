import { describe, expect, it } from 'vitest'
import { type ApiClient } from '@/api/client'
import {
  sendEndpoints,
  sendInstagramTemplate,
  sendInstagramText,
  sendMessengerMedia,
  sendMessengerTemplate,
  sendMessengerText,
  sendTelegramTemplate,
  sendWhatsappMedia,
  sendWhatsappTemplate,
  sendWhatsappText,
  type MessageResponse,
} from '@/api/messages'
import type { TemplateRef } from '@/api/template-parameters'
import type { Template } from '@/api/templates'
import { api, errorText, failure, raw, stranger, withDemoServer } from '@/test/demo-harness'

const demo = withDemoServer()

/** A seeded template by name and language; fails the test when the seed has none. */
function seeded(name: string, language: string): Template {
  const template = demo.db.data.templates.find((t) => t.template.name === name && t.template.language === language)
  if (!template) throw new Error(`the seed has no template ${name} (${language})`)
  return template
}

const refOf = (template: Template): TemplateRef => ({
  name: template.template.name,
  language: template.template.language,
})

/**
 * order_confirmation (en_GB, approved): a text header `Order {{1}} confirmed`, three body variables and a URL
 * button ending in {{1}}. Its workspace, the template, and a reference to it by name and language.
 */
function workspaceAndTemplate() {
  const template = seeded('order_confirmation', 'en_GB')
  expect(template.template.status).toBe('APPROVED')
  return { ws: template.workspace.id, template, ref: refOf(template) }
}

/** The values order_confirmation needs: one per variable of each part. */
const orderValues = {
  headerTextParameters: ['NW-48213'],
  bodyTextParameters: ['Olivia', 'NW-48213', '£84.50'],
  buttonUrlParameters: ['NW-48213'],
}

const contact = { id: 'ct_1' }
const recepient = { phoneNumber: '+447700900123' }
const media = (ws: string, mediaUrl: string, mimeType: string) => ({
  contact,
  workspace: { id: ws },
  mediaUrl,
  mimeType,
})

type Send = (client: ApiClient, ws: string, template: TemplateRef) => Promise<MessageResponse>

/** One valid call per send endpoint: all 9 operations. */
const validSends: [keyof typeof sendEndpoints, Send][] = [
  ['whatsappText', (c, ws) => sendWhatsappText(c, { contact, workspace: { id: ws }, textMessage: 'Hello' })],
  ['whatsappMedia', (c, ws) => sendWhatsappMedia(c, media(ws, 'https://example.com/a.png', 'image/png'))],
  [
    'whatsappTemplate',
    (c, ws, template) => sendWhatsappTemplate(c, { contact, workspace: { id: ws }, template, ...orderValues }),
  ],
  ['messengerText', (c, ws) => sendMessengerText(c, { contact, workspace: { id: ws }, textMessage: 'Hello' })],
  ['messengerMedia', (c, ws) => sendMessengerMedia(c, media(ws, 'https://example.com/a.pdf', 'application/pdf'))],
  [
    'messengerTemplate',
    (c, ws) =>
      sendMessengerTemplate(c, {
        contact,
        workspace: { id: ws },
        elements: [{ title: 'Card', buttons: [{ type: 'postback', title: 'Yes' }] }],
      }),
  ],
  ['instagramText', (c, ws) => sendInstagramText(c, { contact, workspace: { id: ws }, textMessage: 'Hello' })],
  [
    'instagramTemplate',
    (c, ws) => sendInstagramTemplate(c, { contact, workspace: { id: ws }, elements: [{ title: 'Card', buttons: [] }] }),
  ],
  [
    'telegramTemplate',
    (c, ws) =>
      sendTelegramTemplate(c, { contact, workspace: { id: ws }, buttons: [{ text: 'Open' }], textMessage: 'Hello' }),
  ],
]

describe('the 9 send endpoints', () => {
  it.each(validSends)(
    '%s answers 200 with {id, status} for a valid body and records the message',
    async (channel, send) => {
      const { ws, ref } = workspaceAndTemplate()
      const before = demo.db.data.messages.length
      const response = await send(api, ws, ref)
      expect(response.id).toMatch(/\S/)
      expect(response.status).toBe('queued')
      expect(demo.db.data.messages).toHaveLength(before + 1)
      const recorded = demo.db.data.messages.at(-1)
      expect(recorded?.channel).toBe(channel)
      expect(recorded?.path).toBe(sendEndpoints[channel].path)
      expect(recorded?.response).toEqual(response)
    },
  )

  it('answers HTTP 200 (not 201) on every endpoint', async () => {
    const { ws, ref } = workspaceAndTemplate()
    const bodies: Record<keyof typeof sendEndpoints, unknown> = {
      whatsappText: { recepient, workspace: { id: ws }, textMessage: 'Hi' },
      whatsappMedia: { recepient, workspace: { id: ws }, mediaUrl: 'https://example.com/v.mp4', mimeType: 'video/mp4' },
      whatsappTemplate: { recepient, workspace: { id: ws }, template: ref, ...orderValues },
      messengerText: { contact, workspace: { id: ws }, textMessage: 'Hi' },
      messengerMedia: { contact, workspace: { id: ws }, mediaUrl: 'https://example.com/v.mp4', mimeType: 'video/mp4' },
      messengerTemplate: { contact, workspace: { id: ws }, elements: [{ title: 'T', buttons: [] }] },
      instagramText: { contact, workspace: { id: ws }, textMessage: 'Hi' },
      instagramTemplate: { contact, workspace: { id: ws }, elements: [{ title: 'T', buttons: [] }] },
      telegramTemplate: { contact, workspace: { id: ws }, buttons: [], textMessage: 'Hi' },
    }
    for (const [channel, { path }] of Object.entries(sendEndpoints) as [
      keyof typeof sendEndpoints,
      { path: string },
    ][]) {
      const response = await raw('POST', path, { body: JSON.stringify(bodies[channel]) })
      expect(response.status, channel).toBe(200)
      const json = (await response.json()) as MessageResponse
      expect(typeof json.id).toBe('string')
      expect(json.status).toBe('queued')
    }
  })

  it('gives every message its own id', async () => {
    const { ws, ref } = workspaceAndTemplate()
    const ids: string[] = []
    for (const [, send] of validSends) ids.push((await send(api, ws, ref)).id)
    expect(new Set(ids).size).toBe(validSends.length)
  })

  it.each(validSends)('%s: an unknown workspace gives 400', async (_channel, send) => {
    const { ref } = workspaceAndTemplate()
    const before = demo.db.data.messages.length
    const error = await failure(send(api, 'ws_nowhere', ref))
    expect(error.status).toBe(400)
    expect(errorText(error)).toContain('ws_nowhere')
    expect(demo.db.data.messages).toHaveLength(before)
  })

  it.each(validSends)('%s: an unknown key gives 401', async (_channel, send) => {
    const { ws, ref } = workspaceAndTemplate()
    const error = await failure(send(stranger, ws, ref))
    expect(error.isUnauthorized).toBe(true)
    expect((error.body as { message?: unknown }).message).toMatch(/unauthorized/i)
  })

  it.each(Object.values(sendEndpoints).map((e) => e.path))('POST %s without x-api-key gives 401', async (path) => {
    const response = await raw('POST', path, { key: null, body: '{}' })
    expect(response.status).toBe(401)
    expect(typeof ((await response.json()) as { message?: unknown }).message).toBe('string')
  })

  it.each(Object.values(sendEndpoints).map((e) => e.path))('POST %s with a non-JSON body gives 400', async (path) => {
    const response = await raw('POST', path, { body: 'textMessage=hi' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'The request body must be JSON' })
  })
})

describe('WhatsApp recipient: exactly one of contact or recepient', () => {
  const whatsapp: [string, (target: object, ws: string, template: TemplateRef) => Promise<MessageResponse>][] = [
    ['sendtext', (target, ws) => sendWhatsappText(api, { ...target, workspace: { id: ws }, textMessage: 'Hello' })],
    [
      'sendmedia',
      (target, ws) =>
        sendWhatsappMedia(api, {
          ...target,
          workspace: { id: ws },
          mediaUrl: 'https://example.com/a.png',
          mimeType: 'image/png',
        }),
    ],
    [
      'sendtemplate',
      (target, ws, template) =>
        sendWhatsappTemplate(api, { ...target, workspace: { id: ws }, template, ...orderValues }),
    ],
  ]

  it.each(whatsapp)('%s: both contact and recepient gives 400', async (_name, send) => {
    const { ws, ref } = workspaceAndTemplate()
    const error = await failure(send({ contact, recepient }, ws, ref))
    expect(error.status).toBe(400)
    expect(errorText(error)).toContain('exactly one of contact or recepient')
  })

  it.each(whatsapp)('%s: neither gives 400', async (_name, send) => {
    const { ws, ref } = workspaceAndTemplate()
    const error = await failure(send({}, ws, ref))
    expect(error.status).toBe(400)
    expect(errorText(error)).toContain('exactly one of contact or recepient')
  })

  it.each(whatsapp)('%s: contact alone or recepient alone gives 200 {id, status}', async (_name, send) => {
    const { ws, ref } = workspaceAndTemplate()
    const byContact = await send({ contact }, ws, ref)
    const byPhone = await send({ recepient }, ws, ref)
    for (const response of [byContact, byPhone]) {
      expect(response.id).toMatch(/\S/)
      expect(response.status).toBe('queued')
    }
    expect(byContact.id).not.toBe(byPhone.id)
  })

  it.each(whatsapp)('%s: a recepient may carry a name; an empty one gives 400', async (_name, send) => {
    const { ws, ref } = workspaceAndTemplate()
    const named = { recepient: { ...recepient, name: 'Ada Lovelace' } }
    expect((await send(named, ws, ref)).status).toBe('queued')
    expect(demo.db.data.messages.at(-1)?.body).toMatchObject(named)
    const error = await failure(send({ recepient: { ...recepient, name: '' } }, ws, ref))
    expect(error.status).toBe(400)
    expect(errorText(error)).toContain('recepient.name')
  })
})

describe('scheduling and content rules', () => {
  it('a scheduleDateTime makes the status "scheduled" (WhatsApp text and media, Messenger, Instagram)', async () => {
    const { ws } = workspaceAndTemplate()
    const scheduleDateTime = '2030-01-01T09:00:00.000Z'
    const text = { contact, workspace: { id: ws }, textMessage: 'Later', scheduleDateTime }
    const png = { ...media(ws, 'https://example.com/a.png', 'image/png'), scheduleDateTime }
    const responses = [
      await sendWhatsappText(api, { recepient, workspace: { id: ws }, textMessage: 'Later', scheduleDateTime }),
      await sendWhatsappMedia(api, png),
      await sendMessengerText(api, text),
      await sendMessengerMedia(api, png),
      await sendInstagramText(api, text),
    ]
    expect(responses.map((r) => r.status)).toEqual(['scheduled', 'scheduled', 'scheduled', 'scheduled', 'scheduled'])
  })

  it('sendtemplate records the template by name and language with its values', async () => {
    const { ws, ref } = workspaceAndTemplate()
    const body = { contact, workspace: { id: ws }, template: ref, ...orderValues }
    expect((await sendWhatsappTemplate(api, body)).status).toBe('queued')
    expect(demo.db.data.messages.at(-1)?.body).toEqual(body)
  })

  it('sendtemplate finds the template by name and language; an unknown name or a known name in another language is refused (400)', async () => {
    const { ws, template } = workspaceAndTemplate()
    const before = demo.db.data.messages.length
    const send = (ref: TemplateRef) =>
      sendWhatsappTemplate(api, { contact, workspace: { id: ws }, template: ref, ...orderValues })

    expect((await send({ name: 'order_confirmation', language: 'en_GB' })).status).toBe('queued')

    const unknown = await failure(send({ name: 'no_such_template', language: 'en_GB' }))
    expect(unknown.status).toBe(400)
    expect(errorText(unknown)).toBe(`Template no_such_template (en_GB) does not exist in workspace ${ws}`)

    // The same workspace holds no en_US version of it (another workspace does).
    const otherLanguage = await failure(send({ name: 'order_confirmation', language: 'en_US' }))
    expect(otherLanguage.status).toBe(400)
    expect(errorText(otherLanguage)).toBe(`Template order_confirmation (en_US) does not exist in workspace ${ws}`)

    // A language is matched exactly: not by its base language, nor with another case.
    for (const language of ['en', 'EN_GB']) {
      const error = await failure(send({ name: 'order_confirmation', language }))
      expect(error.status, language).toBe(400)
    }
    expect(demo.db.data.messages).toHaveLength(before + 1)

    // The old body, a bare id or name, is no longer accepted.
    for (const old of [template.id, template.template.name]) {
      const response = await raw('POST', '/v1/messages/whatsapp/sendtemplate', {
        body: JSON.stringify({ contact, workspace: { id: ws }, template: old, ...orderValues }),
      })
      expect(response.status, old).toBe(400)
      expect(((await response.json()) as { error: string }).error).toMatch(/^Invalid request: template/)
    }
    expect(demo.db.data.messages).toHaveLength(before + 1)
  })

  it.each([
    ['PENDING', 'pending review'],
    ['REJECTED', 'rejected'],
    ['PENDING_DELETION', 'pending deletion'],
  ] as const)('sendtemplate refuses a %s template (400), naming its status in words', async (status, words) => {
    const template = demo.db.data.templates.find((t) => t.template.status === status)
    if (!template) throw new Error(`the seed needs a ${status} template`)
    const before = demo.db.data.messages.length
    const error = await failure(
      sendWhatsappTemplate(api, { contact, workspace: { id: template.workspace.id }, template: refOf(template) }),
    )
    expect(error.status).toBe(400)
    const { name, language } = template.template
    expect(errorText(error)).toBe(`Template ${name} (${language}) is ${words}: only approved templates can be sent`)
    expect(demo.db.data.messages).toHaveLength(before)
  })

  it('sendtemplate sends the approved language of a name in several languages, and refuses the pending one naming its status', async () => {
    const { ws, template, ref } = workspaceAndTemplate()
    // The pending version comes first, as a newer one would.
    demo.db.data.templates.unshift({
      ...template,
      id: 'tpl_pending_es',
      template: { ...template.template, language: 'es', status: 'PENDING' },
    })
    try {
      const sent = await sendWhatsappTemplate(api, { contact, workspace: { id: ws }, template: ref, ...orderValues })
      expect(sent.status).toBe('queued')
      expect(demo.db.data.messages.at(-1)?.body).toMatchObject({ template: { name: ref.name, language: 'en_GB' } })
      const error = await failure(
        sendWhatsappTemplate(api, {
          contact,
          workspace: { id: ws },
          template: { name: ref.name, language: 'es' },
          ...orderValues,
        }),
      )
      expect(error.status).toBe(400)
      expect(errorText(error)).toBe(`Template ${ref.name} (es) is pending review: only approved templates can be sent`)
    } finally {
      demo.db.data.templates.shift()
    }
  })

  it('sendtemplate rejects a template of another workspace (400)', async () => {
    const { ws, template, ref } = workspaceAndTemplate()
    const other = demo.db.data.workspaces.find(
      (w) =>
        w.id !== ws &&
        !demo.db.data.templates.some(
          (t) => t.workspace.id === w.id && t.template.name === ref.name && t.template.language === ref.language,
        ),
    )
    if (!other) throw new Error('the seed needs a workspace without this template')
    expect(template.workspace.id).not.toBe(other.id)
    const error = await failure(
      sendWhatsappTemplate(api, { contact, workspace: { id: other.id }, template: ref, ...orderValues }),
    )
    expect(error.status).toBe(400)
    expect(errorText(error)).toBe(`Template ${ref.name} (${ref.language}) does not exist in workspace ${other.id}`)
  })

  it.each([
    ['no values at all', {}, /^headerTextParameters has 0 values, but the template's header has 1 variable$/],
    [
      'a header value too many',
      { ...orderValues, headerTextParameters: ['NW-48213', 'extra'] },
      /^headerTextParameters has 2 values, but the template's header has 1 variable$/,
    ],
    [
      'a body value too few',
      { ...orderValues, bodyTextParameters: ['Olivia', 'NW-48213'] },
      /^bodyTextParameters has 2 values, but the template's body has 3 variables$/,
    ],
    [
      'no body values',
      { headerTextParameters: orderValues.headerTextParameters, buttonUrlParameters: orderValues.buttonUrlParameters },
      /^bodyTextParameters has 0 values, but the template's body has 3 variables$/,
    ],
    [
      'no URL button value',
      { headerTextParameters: orderValues.headerTextParameters, bodyTextParameters: orderValues.bodyTextParameters },
      /^buttonUrlParameters has 0 values, but the template's URL buttons ha(s|ve) 1 variable$/,
    ],
  ])(
    'sendtemplate refuses values that do not match the variables of a part: %s (400)',
    async (_name, values, message) => {
      const { ws, ref } = workspaceAndTemplate()
      const before = demo.db.data.messages.length
      const error = await failure(
        sendWhatsappTemplate(api, { contact, workspace: { id: ws }, template: ref, ...values }),
      )
      expect(error.status).toBe(400)
      expect(errorText(error)).toMatch(message)
      expect(demo.db.data.messages).toHaveLength(before)
    },
  )

  it('sendtemplate refuses values for a part that has no variable (400)', async () => {
    const template = seeded('delivery_delayed', 'en_GB')
    const base = { contact, workspace: { id: template.workspace.id }, template: refOf(template) }
    const bodyTextParameters = ['James', 'NW-47790', 'Monday 23 November']
    expect((await sendWhatsappTemplate(api, { ...base, bodyTextParameters })).status).toBe('queued')
    const header = await failure(
      sendWhatsappTemplate(api, { ...base, bodyTextParameters, headerTextParameters: ['x'] }),
    )
    expect(errorText(header)).toBe("headerTextParameters has 1 value, but the template's header has 0 variables")
    const button = await failure(sendWhatsappTemplate(api, { ...base, bodyTextParameters, buttonUrlParameters: ['x'] }))
    expect(errorText(button)).toMatch(
      /^buttonUrlParameters has 1 value, but the template's URL buttons ha(s|ve) 0 variables$/,
    )
  })

  it('sendtemplate needs the headerMediaUrl of a media header (400 without it)', async () => {
    const template = seeded('order_shipped_v2', 'en_GB')
    const body = {
      contact,
      workspace: { id: template.workspace.id },
      template: refOf(template),
      bodyTextParameters: ['Olivia', 'NW-48213', 'DPD', 'Thursday 19 November'],
      buttonUrlParameters: ['NW-48213'],
    }
    const before = demo.db.data.messages.length
    const error = await failure(sendWhatsappTemplate(api, body))
    expect(error.status).toBe(400)
    expect(errorText(error)).toMatch(/^Template order_shipped_v2 has an? image header: give its headerMediaUrl$/)
    expect(demo.db.data.messages).toHaveLength(before)
    const headerMediaUrl = 'https://cdn.test/parcel.jpg'
    expect((await sendWhatsappTemplate(api, { ...body, headerMediaUrl })).status).toBe('queued')
    expect(demo.db.data.messages.at(-1)?.body).toMatchObject({ headerMediaUrl })
  })

  it('sendtemplate needs the locationParameters of a location header (400 without them)', async () => {
    const template = seeded('click_and_collect_ready', 'en_GB')
    const body = {
      contact,
      workspace: { id: template.workspace.id },
      template: refOf(template),
      bodyTextParameters: ['Charlotte', 'NW-48150', 'Manchester Arndale'],
      buttonUrlParameters: ['manchester-arndale'],
    }
    const error = await failure(sendWhatsappTemplate(api, body))
    expect(error.status).toBe(400)
    expect(errorText(error)).toBe('Template click_and_collect_ready has a location header: give its locationParameters')
    const locationParameters = { latitude: 53.4833, longitude: -2.2423, address: 'Exchange Square', name: 'Arndale' }
    expect((await sendWhatsappTemplate(api, { ...body, locationParameters })).status).toBe('queued')
    expect(demo.db.data.messages.at(-1)?.body).toMatchObject({ locationParameters })
  })

  it('sendtemplate refuses a place out of range or given as text (400 naming the field)', async () => {
    const template = seeded('click_and_collect_ready', 'en_GB')
    const place = { latitude: 53.4833, longitude: -2.2423, address: 'Exchange Square', name: 'Arndale' }
    for (const [locationParameters, field] of [
      [{ ...place, latitude: 91 }, 'locationParameters.latitude'],
      [{ ...place, longitude: -181 }, 'locationParameters.longitude'],
      [{ ...place, latitude: '53.4833' }, 'locationParameters.latitude'],
    ] as const) {
      const response = await raw('POST', '/v1/messages/whatsapp/sendtemplate', {
        body: JSON.stringify({
          contact,
          workspace: { id: template.workspace.id },
          template: refOf(template),
          bodyTextParameters: ['Charlotte', 'NW-48150', 'Manchester Arndale'],
          buttonUrlParameters: ['manchester-arndale'],
          locationParameters,
        }),
      })
      expect(response.status, field).toBe(400)
      expect(((await response.json()) as { error: string }).error).toContain(field)
    }
  })

  it.each([
    [
      'whatsapp/sendtext without textMessage',
      '/v1/messages/whatsapp/sendtext',
      { contact, workspace: { id: 'ws_1' } },
      'textMessage',
    ],
    [
      'whatsapp/sendtext without workspace',
      '/v1/messages/whatsapp/sendtext',
      { contact, textMessage: 'x' },
      'workspace',
    ],
    [
      'whatsapp/sendmedia without mimeType',
      '/v1/messages/whatsapp/sendmedia',
      { contact, workspace: { id: 'ws_1' }, mediaUrl: 'https://example.com/a.png' },
      'mimeType',
    ],
    [
      'messenger/sendtext without contact',
      '/v1/messages/messenger/sendtext',
      { recepient, workspace: { id: 'ws_1' }, textMessage: 'x' },
      'contact',
    ],
    [
      'messenger/sendtemplate with no elements',
      '/v1/messages/messenger/sendtemplate',
      { contact, workspace: { id: 'ws_1' }, elements: [] },
      'elements',
    ],
    [
      'telegram/sendtemplate without buttons',
      '/v1/messages/telegram/sendtemplate',
      { contact, workspace: { id: 'ws_1' }, textMessage: 'x' },
      'buttons',
    ],
  ])('%s gives 400 naming the field', async (_name, path, body, field) => {
    const response = await raw('POST', path, { body: JSON.stringify(body) })
    expect(response.status).toBe(400)
    const json = (await response.json()) as { error: string }
    expect(json.error).toMatch(/^Invalid request: /)
    expect(json.error).toContain(field)
  })
})
