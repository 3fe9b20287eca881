import { describe, expect, it } from 'vitest'
import { webhookEvents, webhookRequestSchema } from '@/api/webhooks'
import { isUnencryptedUrl } from './server-url'
import { eventCount, webhookEventGroups } from './webhook-events'

const valid = { name: 'CRM sync', serverUrl: 'https://crm.example/hooks', active: true, events: ['contact_created'] }

/** The form's verdict on one set of values: the fields with an error, and their messages. */
function errorsOf(values: Record<string, unknown>) {
  const parsed = webhookRequestSchema.safeParse({ ...valid, ...values })
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('the webhook form schema (the API module’s webhookRequestSchema)', () => {
  it.each([
    'https://crm.example/hooks',
    'https://crm.example:8443/hooks/inbox?source=console#x',
    'http://localhost:8080/hook',
    'HTTPS://CRM.EXAMPLE/HOOKS',
    'https://192.0.2.10/hook',
  ])('accepts the absolute http(s) address %j', (serverUrl) => {
    expect(errorsOf({ serverUrl })).toEqual({})
  })

  it('trims the name and the address it sends', () => {
    expect(
      webhookRequestSchema.parse({ ...valid, name: '  CRM sync ', serverUrl: ' https://crm.example/hooks ' }),
    ).toEqual(valid)
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    '/relative',
    'relative/path',
    'crm.example/hooks',
    '//crm.example/hooks',
    'ftp://x',
    'ws://crm.example/socket',
    'mailto:ops@crm.example',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'http:/x',
    'https:/crm.example',
    'http:crm.example',
    'http://',
    'https://',
    'https://crm example/hooks',
    '',
  ])('refuses %j with a clear message', (serverUrl) => {
    expect(errorsOf({ serverUrl })).toEqual({ serverUrl: 'Enter a full http(s) address' })
  })

  it('needs at least one event, reported on the events field as a whole', () => {
    expect(errorsOf({ events: [] })).toEqual({ events: 'Choose at least one event' })
  })

  it('needs a name', () => {
    expect(errorsOf({ name: '   ' })).toEqual({ name: 'Name is required' })
  })
})

describe('isUnencryptedUrl (the http:// warning)', () => {
  it.each(['http://crm.example/hooks', 'HTTP://CRM.EXAMPLE', '  http://localhost:8080'])('warns about %j', (url) => {
    expect(isUnencryptedUrl(url)).toBe(true)
  })

  it.each(['https://crm.example/hooks', 'http:/x', 'ftp://x', 'javascript:alert(1)', ''])(
    'does not warn about %j',
    (url) => {
      expect(isUnencryptedUrl(url)).toBe(false)
    },
  )

  it('does not block: an http:// address passes the schema', () => {
    expect(errorsOf({ serverUrl: 'http://crm.example/hooks' })).toEqual({})
  })
})

describe('webhookEventGroups', () => {
  it('offers every spec event exactly once', () => {
    const offered = webhookEventGroups.flatMap((group) => group.options.map((option) => option.value))
    expect([...offered].sort()).toEqual([...webhookEvents].sort())
  })

  it('groups messages by channel, incoming then outgoing, then the contact events', () => {
    expect(webhookEventGroups.map((group) => group.label)).toEqual([
      'WhatsApp',
      'Instagram',
      'Telegram',
      'Messenger',
      'Website',
      'Contacts',
    ])
    expect(webhookEventGroups[0]?.options).toEqual([
      { value: 'incoming_whatsapp_message', label: 'Incoming' },
      { value: 'outgoing_whatsapp_message', label: 'Outgoing' },
    ])
    expect(webhookEventGroups.at(-1)?.options.map((option) => option.label)).toEqual([
      'Contact created',
      'Tag added',
      'Tag removed',
    ])
  })

  it('counts events in words', () => {
    expect(eventCount([])).toBe('0 events')
    expect(eventCount(['contact_created'])).toBe('1 event')
    expect(eventCount(['contact_created', 'contact_tag_added', 'contact_tag_removed'])).toBe('3 events')
  })
})
