import { describe, expect, it } from 'vitest'
import type { z } from 'zod/mini'
import { broadcastRequestSchema, broadcastSchema } from './broadcasts'
import { contactTagRequestSchema } from './contact-tags'
import {
  contactMediaRequestSchema,
  contactTextRequestSchema,
  elementsTemplateRequestSchema,
  sendEndpoints,
  telegramTemplateRequestSchema,
  whatsappMediaRequestSchema,
  whatsappTemplateRequestSchema,
  whatsappTextRequestSchema,
} from './messages'
import { segmentRequestSchema } from './segments'
import { createTemplateRequestSchema, templateSchema, UNKNOWN_VALUE } from './templates'
import { webhookEvents, webhookRequestSchema } from './webhooks'

/** Paths (dot-joined) of every issue, so a test pins down which field failed, not only that something did. */
function issuePaths(schema: z.ZodMiniType, value: unknown): string[] {
  const result = schema.safeParse(value)
  if (result.success) return []
  return result.error.issues.map((issue) => issue.path.map(String).join('.'))
}

function issueMessages(schema: z.ZodMiniType, value: unknown): string[] {
  const result = schema.safeParse(value)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

const workspace = { id: 'ws_1' }
const contact = { id: 'ct_1' }
const recepient = { phoneNumber: '+447700900123' }

describe('WhatsApp send requests: exactly one of contact or recepient', () => {
  const variants: { name: string; schema: z.ZodMiniType; content: Record<string, unknown> }[] = [
    { name: 'text', schema: whatsappTextRequestSchema, content: { textMessage: 'Hello' } },
    {
      name: 'media',
      schema: whatsappMediaRequestSchema,
      content: { mediaUrl: 'https://cdn.test/a.png', mimeType: 'image/png' },
    },
    {
      name: 'template',
      schema: whatsappTemplateRequestSchema,
      content: { template: { name: 'order_update', language: 'en_GB' } },
    },
  ]

  describe.each(variants)('$name', ({ schema, content }) => {
    it('passes with contact only', () => {
      const value = { contact, workspace, ...content }
      expect(schema.safeParse(value)).toEqual({ success: true, data: value })
    })

    it('passes with recepient only', () => {
      const value = { recepient, workspace, ...content }
      expect(schema.safeParse(value)).toEqual({ success: true, data: value })
    })

    it('fails with both contact and recepient', () => {
      expect(issuePaths(schema, { contact, recepient, workspace, ...content })).toEqual(['contact'])
      expect(issueMessages(schema, { contact, recepient, workspace, ...content })).toEqual([
        'Give exactly one of contact or recepient',
      ])
    })

    it('fails with neither contact nor recepient', () => {
      expect(issuePaths(schema, { workspace, ...content })).toEqual(['contact'])
    })

    it('fails with an explicit undefined on both', () => {
      expect(schema.safeParse({ contact: undefined, recepient: undefined, workspace, ...content }).success).toBe(false)
    })

    it('requires the workspace', () => {
      expect(issuePaths(schema, { contact, ...content })).toContain('workspace')
    })

    it('rejects a contact without an id and a recepient without a phone number', () => {
      expect(issuePaths(schema, { contact: {}, workspace, ...content })).toContain('contact.id')
      expect(issuePaths(schema, { contact: { id: '' }, workspace, ...content })).toContain('contact.id')
      expect(issuePaths(schema, { recepient: { phoneNumber: '' }, workspace, ...content })).toContain(
        'recepient.phoneNumber',
      )
    })
  })

  it('text requires a non-empty textMessage; scheduleDateTime is optional', () => {
    expect(issuePaths(whatsappTextRequestSchema, { contact, workspace })).toEqual(['textMessage'])
    expect(issuePaths(whatsappTextRequestSchema, { contact, workspace, textMessage: '' })).toEqual(['textMessage'])
    expect(whatsappTextRequestSchema.safeParse({ contact, workspace, textMessage: 'x' }).success).toBe(true)
    expect(
      whatsappTextRequestSchema.safeParse({
        contact,
        workspace,
        textMessage: 'x',
        scheduleDateTime: '2024-06-01T09:00:00Z',
      }).success,
    ).toBe(true)
  })

  it('media requires mediaUrl and mimeType', () => {
    const base = { recepient, workspace }
    expect(issuePaths(whatsappMediaRequestSchema, { ...base, mimeType: 'image/png' })).toEqual(['mediaUrl'])
    expect(issuePaths(whatsappMediaRequestSchema, { ...base, mediaUrl: 'https://cdn.test/a.png' })).toEqual([
      'mimeType',
    ])
    expect(issuePaths(whatsappMediaRequestSchema, base).sort()).toEqual(['mediaUrl', 'mimeType'])
    expect(issuePaths(whatsappMediaRequestSchema, { ...base, mediaUrl: '', mimeType: '' }).sort()).toEqual([
      'mediaUrl',
      'mimeType',
    ])
    expect(
      whatsappMediaRequestSchema.safeParse({ ...base, mediaUrl: 'https://cdn.test/a.png', mimeType: 'image/png' })
        .success,
    ).toBe(true)
  })

  it('template requires a template by name and language; the old bare name or id is refused', () => {
    const template = { name: 'order_update', language: 'en_GB' }
    expect(issuePaths(whatsappTemplateRequestSchema, { contact, workspace })).toEqual(['template'])
    expect(issuePaths(whatsappTemplateRequestSchema, { contact, workspace, template: '' })).toEqual(['template'])
    expect(issuePaths(whatsappTemplateRequestSchema, { contact, workspace, template: 'order_update' })).toEqual([
      'template',
    ])
    expect(
      issuePaths(whatsappTemplateRequestSchema, { contact, workspace, template: { name: 'order_update' } }),
    ).toEqual(['template.language'])
    expect(issuePaths(whatsappTemplateRequestSchema, { contact, workspace, template: { language: 'en_GB' } })).toEqual([
      'template.name',
    ])
    expect(
      issuePaths(whatsappTemplateRequestSchema, { contact, workspace, template: { name: '', language: '' } }).sort(),
    ).toEqual(['template.language', 'template.name'])
    expect(whatsappTemplateRequestSchema.safeParse({ contact, workspace, template }).success).toBe(true)
  })

  it('template parameters are optional root fields: string arrays, a media URL, a place with numbers', () => {
    const base = { contact, workspace, template: { name: 'order_confirmation', language: 'en_GB' } }
    const full = {
      ...base,
      headerTextParameters: ['A-1001'],
      bodyTextParameters: ['Ada', 'A-1001', '12 June'],
      buttonUrlParameters: ['A-1001'],
      headerMediaUrl: 'https://cdn.test/a.png',
      locationParameters: { latitude: 51.5, longitude: -0.12, address: '1 Main St', name: 'Shop' },
    }
    expect(whatsappTemplateRequestSchema.safeParse(full)).toEqual({ success: true, data: full })
    expect(whatsappTemplateRequestSchema.safeParse({ ...base, bodyTextParameters: [] }).success).toBe(true)
    expect(issuePaths(whatsappTemplateRequestSchema, { ...base, bodyTextParameters: 'Ada' })).toEqual([
      'bodyTextParameters',
    ])
    expect(issuePaths(whatsappTemplateRequestSchema, { ...base, headerTextParameters: [1] })).toEqual([
      'headerTextParameters.0',
    ])
    expect(issuePaths(whatsappTemplateRequestSchema, { ...base, buttonUrlParameters: ['a', null] })).toEqual([
      'buttonUrlParameters.1',
    ])
    expect(issuePaths(whatsappTemplateRequestSchema, { ...base, headerMediaUrl: '' })).toEqual(['headerMediaUrl'])
    const place = full.locationParameters
    expect(
      issuePaths(whatsappTemplateRequestSchema, { ...base, locationParameters: { ...place, latitude: '51.5' } }),
    ).toEqual(['locationParameters.latitude'])
    expect(
      issuePaths(whatsappTemplateRequestSchema, { ...base, locationParameters: { ...place, latitude: 91 } }),
    ).toEqual(['locationParameters.latitude'])
    expect(
      issuePaths(whatsappTemplateRequestSchema, { ...base, locationParameters: { ...place, longitude: -181 } }),
    ).toEqual(['locationParameters.longitude'])
    expect(
      whatsappTemplateRequestSchema.safeParse({
        ...base,
        locationParameters: { ...place, latitude: -90, longitude: 180 },
      }).success,
    ).toBe(true)
    expect(
      issuePaths(whatsappTemplateRequestSchema, { ...base, locationParameters: { latitude: 1, longitude: 2 } }).sort(),
    ).toEqual(['locationParameters.address', 'locationParameters.name'])
  })

  it('a recepient may carry a name, never an empty one', () => {
    const template = { name: 'order_update', language: 'en_GB' }
    const named = { recepient: { ...recepient, name: 'Ada Lovelace' }, workspace, template }
    expect(whatsappTemplateRequestSchema.safeParse(named)).toEqual({ success: true, data: named })
    expect(
      issuePaths(whatsappTemplateRequestSchema, { recepient: { ...recepient, name: '' }, workspace, template }),
    ).toEqual(['recepient.name'])
  })
})

describe('contact-addressed send requests', () => {
  it('messenger/instagram text requires contact, workspace and textMessage', () => {
    expect(contactTextRequestSchema.safeParse({ contact, workspace, textMessage: 'Hi' }).success).toBe(true)
    expect(issuePaths(contactTextRequestSchema, { workspace, textMessage: 'Hi' })).toEqual(['contact'])
    expect(issuePaths(contactTextRequestSchema, { contact, workspace })).toEqual(['textMessage'])
  })

  it('messenger media requires mediaUrl and mimeType', () => {
    expect(issuePaths(contactMediaRequestSchema, { contact, workspace }).sort()).toEqual(['mediaUrl', 'mimeType'])
  })

  it('elements templates need at least one titled element with a buttons array', () => {
    const ok = { contact, workspace, elements: [{ title: 'Pick', buttons: [{ type: 'postback', title: 'Yes' }] }] }
    expect(elementsTemplateRequestSchema.safeParse(ok)).toEqual({ success: true, data: ok })
    expect(issuePaths(elementsTemplateRequestSchema, { ...ok, elements: [] })).toEqual(['elements'])
    expect(issuePaths(elementsTemplateRequestSchema, { ...ok, elements: [{ title: '', buttons: [] }] })).toEqual([
      'elements.0.title',
    ])
    expect(issuePaths(elementsTemplateRequestSchema, { ...ok, elements: [{ title: 'x' }] })).toEqual([
      'elements.0.buttons',
    ])
  })

  it('telegram template needs buttons and textMessage', () => {
    expect(
      telegramTemplateRequestSchema.safeParse({ contact, workspace, buttons: [], textMessage: 'Go' }).success,
    ).toBe(true)
    expect(issuePaths(telegramTemplateRequestSchema, { contact, workspace, textMessage: 'Go' })).toEqual(['buttons'])
    expect(issuePaths(telegramTemplateRequestSchema, { contact, workspace, buttons: [] })).toEqual(['textMessage'])
  })

  it('maps every send endpoint to its spec path', () => {
    expect(Object.fromEntries(Object.entries(sendEndpoints).map(([k, v]) => [k, v.path]))).toEqual({
      whatsappText: '/v1/messages/whatsapp/sendtext',
      whatsappMedia: '/v1/messages/whatsapp/sendmedia',
      whatsappTemplate: '/v1/messages/whatsapp/sendtemplate',
      messengerText: '/v1/messages/messenger/sendtext',
      messengerMedia: '/v1/messages/messenger/sendmedia',
      messengerTemplate: '/v1/messages/messenger/sendtemplate',
      instagramText: '/v1/messages/instagram/sendtext',
      instagramTemplate: '/v1/messages/instagram/sendtemplate',
      telegramTemplate: '/v1/messages/telegram/sendtemplate',
    })
  })
})

describe('webhookRequestSchema', () => {
  const valid = {
    name: 'CRM sync',
    serverUrl: 'https://crm.test/hooks',
    active: true,
    events: ['incoming_whatsapp_message', 'contact_created'],
  }

  it('accepts a valid webhook', () => {
    expect(webhookRequestSchema.safeParse(valid)).toEqual({ success: true, data: valid })
    expect(webhookRequestSchema.safeParse({ ...valid, serverUrl: 'http://localhost:8080/hook' }).success).toBe(true)
  })

  it('accepts every spec event', () => {
    expect(webhookEvents).toHaveLength(13)
    expect(webhookRequestSchema.safeParse({ ...valid, events: [...webhookEvents] }).success).toBe(true)
  })

  it.each(['not a url', 'crm.test/hooks', 'ftp://crm.test/hooks', '', 'javascript:alert(1)'])(
    'rejects serverUrl %j',
    (serverUrl) => {
      expect(issuePaths(webhookRequestSchema, { ...valid, serverUrl })).toEqual(['serverUrl'])
      expect(issueMessages(webhookRequestSchema, { ...valid, serverUrl })).toEqual(['Enter a full http(s) address'])
    },
  )

  it('takes an event kind newer than the spec, which a webhook read from the API may carry and must keep', () => {
    expect(webhookRequestSchema.parse({ ...valid, events: ['contact_created', 'message_reaction'] }).events).toEqual([
      'contact_created',
      'message_reaction',
    ])
  })

  it('rejects an event that is not a non-empty string', () => {
    expect(issuePaths(webhookRequestSchema, { ...valid, events: ['contact_created', ''] })).toEqual(['events.1'])
    expect(issuePaths(webhookRequestSchema, { ...valid, events: ['contact_created', 7] })).toEqual(['events.1'])
  })

  it('rejects an empty events list', () => {
    expect(issuePaths(webhookRequestSchema, { ...valid, events: [] })).toEqual(['events'])
    expect(issueMessages(webhookRequestSchema, { ...valid, events: [] })).toEqual(['Choose at least one event'])
  })

  it('rejects a blank name and a missing active flag', () => {
    expect(issuePaths(webhookRequestSchema, { ...valid, name: '   ' })).toEqual(['name'])
    expect(
      issuePaths(webhookRequestSchema, { name: valid.name, serverUrl: valid.serverUrl, events: valid.events }),
    ).toEqual(['active'])
  })
})

describe('createTemplateRequestSchema', () => {
  const valid = {
    template: {
      category: 'MARKETING',
      language: 'en_US',
      name: 'spring_sale',
      components: [
        { type: 'BODY', text: 'Hi {{1}}', example: { body_text: [['Ann']] } },
        { type: 'FOOTER', text: 'Reply STOP to opt out' },
      ],
    },
    workspace: { id: 'ws_1' },
  }

  it('accepts a valid request without status', () => {
    expect(createTemplateRequestSchema.safeParse(valid)).toEqual({ success: true, data: valid })
  })

  it.each(['UTILITY', 'MARKETING', 'AUTHENTICATION'])('accepts category %s', (category) => {
    expect(createTemplateRequestSchema.safeParse({ ...valid, template: { ...valid.template, category } }).success).toBe(
      true,
    )
  })

  it('rejects an unknown category', () => {
    expect(
      issuePaths(createTemplateRequestSchema, { ...valid, template: { ...valid.template, category: 'PROMOTIONAL' } }),
    ).toEqual(['template.category'])
  })

  it('strips a status given in the request', () => {
    const result = createTemplateRequestSchema.safeParse({
      ...valid,
      template: { ...valid.template, status: 'APPROVED' },
    })
    expect(result.success).toBe(true)
    expect(result.data).toStrictEqual(valid)
    expect(result.data?.template).not.toHaveProperty('status')
  })

  it('requires workspace id, name and language', () => {
    expect(issuePaths(createTemplateRequestSchema, { ...valid, workspace: { id: '' } })).toEqual(['workspace.id'])
    expect(issuePaths(createTemplateRequestSchema, { ...valid, template: { ...valid.template, name: '' } })).toEqual([
      'template.name',
    ])
    expect(
      issuePaths(createTemplateRequestSchema, { ...valid, template: { ...valid.template, language: '' } }),
    ).toEqual(['template.language'])
  })

  it('rejects unknown component, format and button types', () => {
    const withComponents = (components: unknown[]) => ({ ...valid, template: { ...valid.template, components } })
    expect(issuePaths(createTemplateRequestSchema, withComponents([{ type: 'BANNER' }]))).toEqual([
      'template.components.0.type',
    ])
    expect(issuePaths(createTemplateRequestSchema, withComponents([{ type: 'HEADER', format: 'GIF' }]))).toEqual([
      'template.components.0.format',
    ])
    expect(
      issuePaths(
        createTemplateRequestSchema,
        withComponents([{ type: 'BUTTONS', buttons: [{ type: 'CALL', text: 'x' }] }]),
      ),
    ).toEqual(['template.components.0.buttons.0.type'])
  })

  it('the response schema, by contrast, has a status: one sent without it reads as UNKNOWN, still listed', () => {
    const record = {
      id: 'tpl_1',
      template: valid.template,
      workspace: { id: 'ws_1', title: 'Main' },
      createdAt: '2024-05-01T10:00:00Z',
      updatedAt: '2024-05-01T10:00:00Z',
    }
    expect(issuePaths(templateSchema, record)).toEqual([])
    expect(templateSchema.parse(record).template.status).toBe(UNKNOWN_VALUE)
    expect(templateSchema.safeParse({ ...record, template: { ...valid.template, status: 'REJECTED' } }).success).toBe(
      true,
    )
  })
})

describe('broadcastRequestSchema', () => {
  const valid = { workspace: { id: 'ws_1' }, name: 'Spring sale', type: 'whatsapp' }

  it('accepts a valid broadcast', () => {
    expect(broadcastRequestSchema.safeParse(valid)).toEqual({ success: true, data: valid })
  })

  it.each(['', '   ', '\t\n'])('rejects the blank name %j', (name) => {
    expect(issuePaths(broadcastRequestSchema, { ...valid, name })).toEqual(['name'])
    expect(issueMessages(broadcastRequestSchema, { ...valid, name })).toEqual(['Name is required'])
  })

  it('rejects a missing name', () => {
    expect(issuePaths(broadcastRequestSchema, { workspace: valid.workspace, type: valid.type })).toEqual(['name'])
  })

  it('trims the name', () => {
    expect(broadcastRequestSchema.parse({ ...valid, name: '  Spring sale  ' }).name).toBe('Spring sale')
  })

  it('requires a type and a workspace id', () => {
    expect(issuePaths(broadcastRequestSchema, { ...valid, type: ' ' })).toEqual(['type'])
    expect(issuePaths(broadcastRequestSchema, { ...valid, workspace: {} })).toEqual(['workspace.id'])
  })

  it('the response schema reads an optional id', () => {
    expect(broadcastSchema.parse({ ...valid, id: 'bc_1' })).toStrictEqual({ ...valid, id: 'bc_1' })
    expect(broadcastSchema.parse(valid)).toStrictEqual(valid)
  })
})

describe('other request schemas', () => {
  it('segmentRequestSchema requires a non-blank name and does not take an id', () => {
    expect(issuePaths(segmentRequestSchema, { name: ' ' })).toEqual(['name'])
    expect(segmentRequestSchema.parse({ id: 'seg_1', name: 'VIP' })).toStrictEqual({ name: 'VIP' })
  })

  it('contactTagRequestSchema requires a non-blank name of at most 100 characters', () => {
    expect(contactTagRequestSchema.safeParse({ name: 'Lead' })).toEqual({ success: true, data: { name: 'Lead' } })
    expect(issuePaths(contactTagRequestSchema, { name: '' })).toEqual(['name'])
    expect(issuePaths(contactTagRequestSchema, { name: 'x'.repeat(101) })).toEqual(['name'])
    expect(contactTagRequestSchema.safeParse({ name: 'x'.repeat(100) }).success).toBe(true)
  })
})
