import { describe, expect, it } from 'vitest'
import { sendEndpoints } from '@/api/messages'
import type { SendEndpoint } from './channels'

const contact = { id: 'ct_1' }
const recepient = { phoneNumber: '+447700900123' }
const workspace = { id: 'ws_1' }
const template = { name: 'order_update', language: 'en_GB' }
const scheduleDateTime = '2030-01-02T09:30:00.000Z'
const elements = [{ title: 'Winter sale', buttons: [{ type: 'web_url', title: 'Shop', url: 'https://shop.example' }] }]

/** Each request schema of the API module: bodies it accepts and bodies it refuses, with the paths it names. */
const cases: Record<SendEndpoint, { valid: object[]; invalid: [string, object, string[]][] }> = {
  whatsappText: {
    valid: [
      { contact, workspace, textMessage: 'Hi' },
      { recepient, workspace, textMessage: 'Hi', scheduleDateTime },
    ],
    invalid: [
      ['both contact and recepient', { contact, recepient, workspace, textMessage: 'Hi' }, ['contact']],
      ['neither recipient', { workspace, textMessage: 'Hi' }, ['contact']],
      ['an empty text', { contact, workspace, textMessage: '' }, ['textMessage']],
      ['no workspace', { contact, textMessage: 'Hi' }, ['workspace']],
      [
        'an empty phone number',
        { recepient: { phoneNumber: '' }, workspace, textMessage: 'Hi' },
        ['recepient.phoneNumber'],
      ],
    ],
  },
  whatsappMedia: {
    valid: [
      { contact, workspace, mediaUrl: 'https://cdn.example/a.png', mimeType: 'image/png' },
      { recepient, workspace, mediaUrl: 'https://cdn.example/a.pdf', mimeType: 'application/pdf', scheduleDateTime },
    ],
    invalid: [
      [
        'both contact and recepient',
        { contact, recepient, workspace, mediaUrl: 'https://cdn.example/a.png', mimeType: 'image/png' },
        ['contact'],
      ],
      ['no mimeType', { contact, workspace, mediaUrl: 'https://cdn.example/a.png' }, ['mimeType']],
      ['no media at all', { contact, workspace }, ['mediaUrl', 'mimeType']],
    ],
  },
  whatsappTemplate: {
    valid: [
      { contact, workspace, template },
      { recepient: { ...recepient, name: 'Ada' }, workspace, template: { name: 'order_update', language: 'pt_BR' } },
      {
        contact,
        workspace,
        template,
        headerTextParameters: ['NW-1'],
        bodyTextParameters: ['Ada', 'NW-1'],
        buttonUrlParameters: ['NW-1'],
      },
      { contact, workspace, template, headerMediaUrl: 'https://cdn.example/a.png' },
      { contact, workspace, template, locationParameters: { latitude: -90, longitude: 180, address: 'A', name: 'B' } },
    ],
    invalid: [
      ['both contact and recepient', { contact, recepient, workspace, template }, ['contact']],
      ['a template given by name alone (the old body)', { contact, workspace, template: 'order_update' }, ['template']],
      ['a template given by id (the old body)', { contact, workspace, template: 'tpl_1001' }, ['template']],
      [
        'an empty template',
        { contact, workspace, template: { name: '', language: '' } },
        ['template.language', 'template.name'],
      ],
      [
        'a template without a language',
        { contact, workspace, template: { name: 'order_update' } },
        ['template.language'],
      ],
      ['an empty contact id', { contact: { id: '' }, workspace, template }, ['contact.id']],
      ['an empty recipient name', { recepient: { ...recepient, name: '' }, workspace, template }, ['recepient.name']],
      [
        'body values that are not a list',
        { contact, workspace, template, bodyTextParameters: 'Ada' },
        ['bodyTextParameters'],
      ],
      [
        'a header value that is a number',
        { contact, workspace, template, headerTextParameters: [48213] },
        ['headerTextParameters.0'],
      ],
      ['an empty headerMediaUrl', { contact, workspace, template, headerMediaUrl: '' }, ['headerMediaUrl']],
      [
        'a place out of range, with text for a number',
        {
          contact,
          workspace,
          template,
          locationParameters: { latitude: 90.5, longitude: '0', address: 'A', name: 'B' },
        },
        ['locationParameters.latitude', 'locationParameters.longitude'],
      ],
    ],
  },
  messengerText: {
    valid: [
      { contact, workspace, textMessage: 'Hi' },
      { contact, workspace, textMessage: 'Hi', scheduleDateTime },
    ],
    invalid: [
      ['a phone number instead of a contact', { recepient, workspace, textMessage: 'Hi' }, ['contact']],
      ['no text', { contact, workspace }, ['textMessage']],
    ],
  },
  messengerMedia: {
    valid: [{ contact, workspace, mediaUrl: 'https://cdn.example/a.mp4', mimeType: 'video/mp4', scheduleDateTime }],
    invalid: [
      ['no contact', { workspace, mediaUrl: 'https://cdn.example/a.mp4', mimeType: 'video/mp4' }, ['contact']],
      ['an empty mediaUrl', { contact, workspace, mediaUrl: '', mimeType: 'video/mp4' }, ['mediaUrl']],
    ],
  },
  messengerTemplate: {
    valid: [
      { contact, workspace, elements },
      { contact, workspace, elements: [{ title: 'No buttons', buttons: [] }] },
    ],
    invalid: [
      ['no elements', { contact, workspace, elements: [] }, ['elements']],
      ['an untitled element', { contact, workspace, elements: [{ title: '', buttons: [] }] }, ['elements.0.title']],
      [
        'a button that is not an object',
        { contact, workspace, elements: [{ title: 'T', buttons: ['Shop'] }] },
        ['elements.0.buttons.0'],
      ],
    ],
  },
  instagramText: {
    valid: [{ contact, workspace, textMessage: 'Hi', scheduleDateTime }],
    invalid: [
      ['no contact', { workspace, textMessage: 'Hi' }, ['contact']],
      ['a text that is not a string', { contact, workspace, textMessage: 42 }, ['textMessage']],
    ],
  },
  instagramTemplate: {
    valid: [{ contact, workspace, elements }],
    invalid: [['elements without buttons', { contact, workspace, elements: [{ title: 'T' }] }, ['elements.0.buttons']]],
  },
  telegramTemplate: {
    valid: [
      { contact, workspace, textMessage: 'Choose', buttons: [] },
      {
        contact,
        workspace,
        textMessage: 'Choose',
        buttons: [
          { text: 'Open', url: 'https://shop.example' },
          { text: 'Yes', callback_data: 'Yes' },
        ],
      },
    ],
    invalid: [
      ['no buttons array', { contact, workspace, textMessage: 'Choose' }, ['buttons']],
      ['no text', { contact, workspace, buttons: [] }, ['textMessage']],
    ],
  },
}

const issuePaths = (endpoint: SendEndpoint, body: object) => {
  const result = sendEndpoints[endpoint].schema.safeParse(body)
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.')).sort()
}

describe.each(Object.entries(cases) as [SendEndpoint, (typeof cases)[SendEndpoint]][])(
  'the %s request schema',
  (endpoint, { valid, invalid }) => {
    it.each(valid.map((body) => [JSON.stringify(body), body] as const))('accepts %s', (_name, body) => {
      expect(sendEndpoints[endpoint].schema.safeParse(body)).toEqual({ success: true, data: body })
    })

    it.each(invalid)('refuses %s', (_name, body, paths) => {
      expect(issuePaths(endpoint, body)).toEqual(paths)
    })
  },
)
