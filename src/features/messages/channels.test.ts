import { describe, expect, it } from 'vitest'
import { channelOf, channels, endpointFor, kindsOf, type SendEndpoint } from './channels'
import { acceptsPhoneNumber, isSchedulable } from './endpoint-fields'
import { messageSearchSchema, withChannel } from './message-search'

describe('channels and kinds', () => {
  it('offers the kinds the spec lists for each channel, one endpoint each', () => {
    expect(
      Object.fromEntries(
        channels.map((channel) => [channel, kindsOf(channel).map((kind) => endpointFor(channel, kind))]),
      ),
    ).toEqual({
      whatsapp: ['whatsappText', 'whatsappMedia', 'whatsappTemplate'],
      messenger: ['messengerText', 'messengerMedia', 'messengerTemplate'],
      instagram: ['instagramText', 'instagramTemplate'],
      telegram: ['telegramTemplate'],
    })
    expect(channelOf('instagramTemplate')).toEqual({ channel: 'instagram', kind: 'template' })
  })

  it('reads from the API schemas which endpoints take a phone number and a schedule', () => {
    const all = channels.flatMap((channel) => kindsOf(channel).map((kind) => endpointFor(channel, kind)))
    expect(all.filter(acceptsPhoneNumber)).toEqual<SendEndpoint[]>([
      'whatsappText',
      'whatsappMedia',
      'whatsappTemplate',
    ])
    expect(all.filter(isSchedulable)).toEqual<SendEndpoint[]>([
      'whatsappText',
      'whatsappMedia',
      'messengerText',
      'messengerMedia',
      'instagramText',
    ])
  })
})

describe('messageSearchSchema', () => {
  it('keeps a valid channel and kind', () => {
    expect(messageSearchSchema.parse({ channel: 'messenger', kind: 'media' })).toEqual({
      channel: 'messenger',
      kind: 'media',
    })
  })

  it('falls back to a valid default for a missing or invalid value, or a kind the channel does not offer', () => {
    expect(messageSearchSchema.parse({})).toEqual({ channel: 'whatsapp', kind: 'text' })
    expect(messageSearchSchema.parse({ channel: 'sms', kind: 'media' })).toEqual({ channel: 'whatsapp', kind: 'media' })
    expect(messageSearchSchema.parse({ channel: 'telegram', kind: 'text' })).toEqual({
      channel: 'telegram',
      kind: 'template',
    })
    expect(messageSearchSchema.parse({ channel: 'instagram', kind: 'media' })).toEqual({
      channel: 'instagram',
      kind: 'text',
    })
    expect(messageSearchSchema.parse({ channel: ['whatsapp'], kind: 7 })).toEqual({ channel: 'whatsapp', kind: 'text' })
  })

  it('a new channel keeps the kind when it offers it', () => {
    expect(withChannel({ channel: 'whatsapp', kind: 'template' }, 'instagram')).toEqual({
      channel: 'instagram',
      kind: 'template',
    })
    expect(withChannel({ channel: 'whatsapp', kind: 'media' }, 'instagram')).toEqual({
      channel: 'instagram',
      kind: 'text',
    })
  })
})
