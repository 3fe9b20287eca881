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
import { api, errorText, failure, raw, stranger, withDemoServer } from '@/test/demo-harness'

const demo = withDemoServer()

/** A workspace of the seed that holds at least one template, and that template. */
function workspaceAndTemplate() {
  const template = demo.db.data.templates[0]
  if (!template) throw new Error('the seed has no template')
  return { ws: template.workspace.id, template }
}

const contact = { id: 'ct_1' }
const recepient = { phoneNumber: '+447700900123' }
const media = (ws: string, mediaUrl: string, mimeType: string) => ({
  contact,
  workspace: { id: ws },
  mediaUrl,
  mimeType,
})

type Send = (client: ApiClient, ws: string, templateName: string) => Promise<MessageResponse>

/** One valid call per send endpoint: all 9 operations. */
const validSends: [keyof typeof sendEndpoints, Send][] = [
  ['whatsappText', (c, ws) => sendWhatsappText(c, { contact, workspace: { id: ws }, textMessage: 'Hello' })],
  ['whatsappMedia', (c, ws) => sendWhatsappMedia(c, media(ws, 'https://example.com/a.png', 'image/png'))],
  ['whatsappTemplate', (c, ws, name) => sendWhatsappTemplate(c, { contact, workspace: { id: ws }, template: name })],
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
      const { ws, template } = workspaceAndTemplate()
      const before = demo.db.data.messages.length
      const response = await send(api, ws, template.template.name)
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
    const { ws, template } = workspaceAndTemplate()
    const bodies: Record<keyof typeof sendEndpoints, unknown> = {
      whatsappText: { recepient, workspace: { id: ws }, textMessage: 'Hi' },
      whatsappMedia: { recepient, workspace: { id: ws }, mediaUrl: 'https://example.com/v.mp4', mimeType: 'video/mp4' },
      whatsappTemplate: { recepient, workspace: { id: ws }, template: template.id },
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
    const { ws, template } = workspaceAndTemplate()
    const ids: string[] = []
    for (const [, send] of validSends) ids.push((await send(api, ws, template.template.name)).id)
    expect(new Set(ids).size).toBe(validSends.length)
  })

  it.each(validSends)('%s: an unknown workspace gives 400', async (_channel, send) => {
    const { template } = workspaceAndTemplate()
    const before = demo.db.data.messages.length
    const error = await failure(send(api, 'ws_nowhere', template.template.name))
    expect(error.status).toBe(400)
    expect(errorText(error)).toContain('ws_nowhere')
    expect(demo.db.data.messages).toHaveLength(before)
  })

  it.each(validSends)('%s: an unknown key gives 401', async (_channel, send) => {
    const { ws, template } = workspaceAndTemplate()
    const error = await failure(send(stranger, ws, template.template.name))
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
  const whatsapp: [string, (target: object, ws: string, template: string) => Promise<MessageResponse>][] = [
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
      (target, ws, template) => sendWhatsappTemplate(api, { ...target, workspace: { id: ws }, template }),
    ],
  ]

  it.each(whatsapp)('%s: both contact and recepient gives 400', async (_name, send) => {
    const { ws, template } = workspaceAndTemplate()
    const error = await failure(send({ contact, recepient }, ws, template.template.name))
    expect(error.status).toBe(400)
    expect(errorText(error)).toContain('exactly one of contact or recepient')
  })

  it.each(whatsapp)('%s: neither gives 400', async (_name, send) => {
    const { ws, template } = workspaceAndTemplate()
    const error = await failure(send({}, ws, template.template.name))
    expect(error.status).toBe(400)
    expect(errorText(error)).toContain('exactly one of contact or recepient')
  })

  it.each(whatsapp)('%s: contact alone or recepient alone gives 200 {id, status}', async (_name, send) => {
    const { ws, template } = workspaceAndTemplate()
    const byContact = await send({ contact }, ws, template.template.name)
    const byPhone = await send({ recepient }, ws, template.template.name)
    for (const response of [byContact, byPhone]) {
      expect(response.id).toMatch(/\S/)
      expect(response.status).toBe('queued')
    }
    expect(byContact.id).not.toBe(byPhone.id)
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

  it('sendtemplate accepts the template by id or by name, and rejects an unknown template (400)', async () => {
    const { ws, template } = workspaceAndTemplate()
    expect((await sendWhatsappTemplate(api, { contact, workspace: { id: ws }, template: template.id })).status).toBe(
      'queued',
    )
    expect(
      (await sendWhatsappTemplate(api, { contact, workspace: { id: ws }, template: template.template.name })).status,
    ).toBe('queued')

    const error = await failure(
      sendWhatsappTemplate(api, { contact, workspace: { id: ws }, template: 'no_such_template' }),
    )
    expect(error.status).toBe(400)
    expect(errorText(error)).toContain('no_such_template')
  })

  it('sendtemplate refuses a template that is not approved (400)', async () => {
    for (const status of ['PENDING', 'REJECTED'] as const) {
      const template = demo.db.data.templates.find((t) => t.template.status === status)
      if (!template) throw new Error(`the seed needs a ${status} template`)
      const error = await failure(
        sendWhatsappTemplate(api, { contact, workspace: { id: template.workspace.id }, template: template.id }),
      )
      expect(error.status).toBe(400)
      expect(error.message).toContain(status)
    }
  })

  it('sendtemplate sends a name in several languages when one of its versions is approved', async () => {
    const { ws, template } = workspaceAndTemplate()
    // The pending version comes first, as a newer one would.
    demo.db.data.templates.unshift({
      ...template,
      id: 'tpl_pending_es',
      template: { ...template.template, language: 'es', status: 'PENDING' },
    })
    try {
      const sent = await sendWhatsappTemplate(api, { contact, workspace: { id: ws }, template: template.template.name })
      expect(sent.status).toBe('queued')
      const error = await failure(
        sendWhatsappTemplate(api, { contact, workspace: { id: ws }, template: 'tpl_pending_es' }),
      )
      expect(error.status).toBe(400)
    } finally {
      demo.db.data.templates.shift()
    }
  })

  it('sendtemplate rejects a template of another workspace (400)', async () => {
    const { ws, template } = workspaceAndTemplate()
    const other = demo.db.data.workspaces.find(
      (w) =>
        w.id !== ws &&
        !demo.db.data.templates.some(
          (t) => t.workspace.id === w.id && (t.id === template.id || t.template.name === template.template.name),
        ),
    )
    if (!other) throw new Error('the seed needs a workspace without this template')
    const error = await failure(
      sendWhatsappTemplate(api, { contact, workspace: { id: other.id }, template: template.id }),
    )
    expect(error.status).toBe(400)
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
