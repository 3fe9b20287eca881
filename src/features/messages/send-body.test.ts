import { describe, expect, it } from 'vitest'
import { valuePlan } from '@/domain/template-values'
import { buildSendBody } from './send-body'
import { emptySendForm, type SendForm } from './send-form'

const ws = 'ws_1'
const form = (values: Partial<SendForm>): SendForm => ({ ...emptySendForm(), contactId: ' ct_1 ', ...values })
const later = '2030-01-02T09:30'
const laterIso = new Date(2030, 0, 2, 9, 30).toISOString()
const toContact = { contact: { id: 'ct_1' }, workspace: { id: ws } }
const toPhone = { recepient: { phoneNumber: '+447700900123' }, workspace: { id: ws } }

describe('buildSendBody', () => {
  it('WhatsApp text: the contact, or the phone number, never both', () => {
    const values = form({ phoneNumber: '+44 7700-900 123', textMessage: ' Hello \n', scheduleAt: later })
    expect(buildSendBody('whatsappText', values, ws)).toEqual({
      ...toContact,
      textMessage: 'Hello',
      scheduleDateTime: laterIso,
    })
    expect(buildSendBody('whatsappText', { ...values, recipientBy: 'phone' }, ws)).toEqual({
      ...toPhone,
      textMessage: 'Hello',
      scheduleDateTime: laterIso,
    })
  })

  it('WhatsApp media, without a schedule when no time is picked', () => {
    const values = form({
      mediaUrl: ' https://cdn.example/a.pdf ',
      mimeType: 'application/pdf',
      textMessage: 'not sent',
    })
    expect(buildSendBody('whatsappMedia', values, ws)).toEqual({
      ...toContact,
      mediaUrl: 'https://cdn.example/a.pdf',
      mimeType: 'application/pdf',
    })
  })

  it('WhatsApp template: the template by name and language, and never a schedule', () => {
    const values = form({
      recipientBy: 'phone',
      phoneNumber: '+447700900123',
      template: 'order_update',
      templateLanguage: 'en_GB',
      scheduleAt: later,
    })
    const expected = { ...toPhone, template: { name: 'order_update', language: 'en_GB' } }
    expect(buildSendBody('whatsappTemplate', values, ws)).toEqual(expected)
    // A template without variables: its slots ask for nothing, so no parameter field is sent.
    const noVariables = valuePlan([{ type: 'BODY', text: 'Your order has shipped.' }])
    expect(buildSendBody('whatsappTemplate', values, ws, noVariables)).toEqual(expected)
  })

  it('WhatsApp template: the values its slots ask for, trimmed, as the parameter fields of each part', () => {
    const slots = valuePlan([
      { type: 'HEADER', format: 'TEXT', text: 'Order {{1}} confirmed' },
      { type: 'BODY', text: 'Hi {{1}}, thanks for your order {{2}}. Total paid: {{3}}.' },
      { type: 'BUTTONS', buttons: [{ type: 'URL', text: 'View order', url: 'https://shop.example/orders/{{1}}' }] },
    ])
    const values = form({
      template: 'order_confirmation',
      templateLanguage: 'en_GB',
      templateValues: {
        header: [' NW-48213 '],
        body: [' Olivia', 'NW-48213 ', '£84.50'],
        buttons: ['NW-48213\n'],
        // Typed before another template was chosen: this one has no media or location header.
        mediaUrl: 'https://cdn.example/a.png',
        location: { latitude: '1', longitude: '2', address: 'x', name: 'y' },
      },
      textMessage: 'not sent',
    })
    expect(buildSendBody('whatsappTemplate', values, ws, slots)).toEqual({
      ...toContact,
      template: { name: 'order_confirmation', language: 'en_GB' },
      headerTextParameters: ['NW-48213'],
      bodyTextParameters: ['Olivia', 'NW-48213', '£84.50'],
      buttonUrlParameters: ['NW-48213'],
    })
  })

  it('WhatsApp template: the file of a media header, the place of a location header as numbers', () => {
    const base = { template: 'promo', templateLanguage: 'en_GB' }
    const location = { latitude: ' 51.5074 ', longitude: '-0.1278', address: ' 1 Main St ', name: ' Shop ' }
    const templateValues = { header: [], body: [], buttons: [], mediaUrl: ' https://cdn.example/a.png ', location }
    const image = valuePlan([{ type: 'HEADER', format: 'IMAGE' }])
    expect(buildSendBody('whatsappTemplate', form({ ...base, templateValues }), ws, image)).toEqual({
      ...toContact,
      template: { name: 'promo', language: 'en_GB' },
      headerMediaUrl: 'https://cdn.example/a.png',
    })
    const place = valuePlan([{ type: 'HEADER', format: 'LOCATION' }])
    expect(buildSendBody('whatsappTemplate', form({ ...base, templateValues }), ws, place)).toEqual({
      ...toContact,
      template: { name: 'promo', language: 'en_GB' },
      locationParameters: { latitude: 51.5074, longitude: -0.1278, address: '1 Main St', name: 'Shop' },
    })
  })

  it('Messenger and Instagram always address the contact, even when WhatsApp was set to a phone number', () => {
    const values = form({
      recipientBy: 'phone',
      phoneNumber: '+447700900123',
      textMessage: 'Hi',
      mediaUrl: 'https://cdn.example/a.mp4',
      mimeType: 'video/mp4',
      scheduleAt: later,
    })
    expect(buildSendBody('messengerText', values, ws)).toEqual({
      ...toContact,
      textMessage: 'Hi',
      scheduleDateTime: laterIso,
    })
    expect(buildSendBody('messengerMedia', values, ws)).toEqual({
      ...toContact,
      mediaUrl: 'https://cdn.example/a.mp4',
      mimeType: 'video/mp4',
      scheduleDateTime: laterIso,
    })
    expect(buildSendBody('instagramText', values, ws)).toEqual({
      ...toContact,
      textMessage: 'Hi',
      scheduleDateTime: laterIso,
    })
  })

  it('Messenger and Instagram templates: elements whose buttons are links or postbacks', () => {
    const elements = [
      {
        title: ' Winter sale ',
        buttons: [
          { text: 'Shop now', url: ' https://shop.example/sale ' },
          { text: ' Not now ', url: '' },
        ],
      },
      { title: 'Gift cards', buttons: [] },
    ]
    const expected = {
      ...toContact,
      elements: [
        {
          title: 'Winter sale',
          buttons: [
            { type: 'web_url', title: 'Shop now', url: 'https://shop.example/sale' },
            { type: 'postback', title: 'Not now', payload: 'Not now' },
          ],
        },
        { title: 'Gift cards', buttons: [] },
      ],
    }
    expect(buildSendBody('messengerTemplate', form({ elements, scheduleAt: later }), ws)).toEqual(expected)
    expect(buildSendBody('instagramTemplate', form({ elements }), ws)).toEqual(expected)
  })

  it('Telegram template: the text and its buttons, as links or callbacks', () => {
    const buttons = [
      { text: 'Track', url: 'https://shop.example/track' },
      { text: 'Call me', url: ' ' },
    ]
    expect(buildSendBody('telegramTemplate', form({ textMessage: 'Your order shipped', buttons }), ws)).toEqual({
      ...toContact,
      buttons: [
        { text: 'Track', url: 'https://shop.example/track' },
        { text: 'Call me', callback_data: 'Call me' },
      ],
      textMessage: 'Your order shipped',
    })
  })
})
