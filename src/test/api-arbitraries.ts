import fc, { type Arbitrary } from 'fast-check'
import type { Broadcast, BroadcastLog } from '@/api/broadcasts'
import type { ContactTag } from '@/api/contact-tags'
import type { Segment } from '@/api/segments'
import type { Staff } from '@/api/staff'
import { templateCategories, templateStatuses } from '@/api/template-enums'
import {
  buttonTypes,
  componentTypes,
  headerFormats,
  type Template,
  type TemplateButton,
  type TemplateComponent,
} from '@/api/templates'
import { webhookEvents, type Webhook } from '@/api/webhooks'
import type { Workspace } from '@/api/workspaces'

/*
 * Records as the live API may send them: every field of the spec with its type, but enums that have grown, fields the
 * spec does not name (at every level), optional fields missing or null where the API module allows it, and text that
 * is empty, huge, right-to-left or markup. Beside them, rows that are not records at all.
 */

/** Text that must only ever be shown as text. */
const hostileMarkup = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '"><svg onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">click</a>',
  '&lt;b&gt;not bold&lt;/b&gt; &amp;',
] as const

const formattingAndVariables = [
  '*bold* _italic_ ~struck~ ```mono```',
  'Hi {{1}}, order {{2}}',
  '{{constructor}} {{0}} {{99}}',
  '{{',
  '}}{{1',
] as const
const rightToLeft = [
  'مرحبا بالعالم',
  'שלום עולם 123',
  '\u202Egnp.exe\u202C',
  'سلام abc ٣٤٥',
  '\u200F\u200E\u061C',
] as const
const objectWords = [
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'undefined',
  'null',
  'NaN',
] as const
const blanks = [' ', '   ', '\n', '\t\r\n', '\u00A0', '\u200B'] as const

const shortText: Arbitrary<string> = fc.oneof(
  fc.constant(''),
  fc.string({ maxLength: 24 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 8 }),
  fc.constantFrom(...hostileMarkup, ...formattingAndVariables, ...rightToLeft, ...objectWords, ...blanks),
  fc.tuple(fc.constantFrom(...hostileMarkup, ...rightToLeft), fc.string({ maxLength: 8 })).map(([a, b]) => `${a}${b}`),
)

/** Thousands of characters without a break: one unit repeated, as code points so none is cut in half. */
const longText: Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('x', 'ب', 'ש', '名', '😀', 'e\u0301', ...hostileMarkup),
    fc.integer({ min: 2_000, max: 6_000 }),
  )
  .map(([unit, length]) =>
    Array.from(unit.repeat(Math.ceil(length / unit.length)))
      .slice(0, length)
      .join(''),
  )

const upperWord = fc.stringMatching(/^[A-Z][A-Z_]{1,14}$/)
const snakeWord = fc.stringMatching(/^[a-z]{2,10}(_[a-z]{2,10}){0,3}$/)
const isoDate = fc.date({ noInvalidDate: true }).map((date) => date.toISOString())

/** A key of a field the spec does not name: never one of `known`, never a prototype's name. */
const extraKey = (known: readonly string[]) =>
  fc.stringMatching(/^[a-z][a-zA-Z0-9_]{0,15}$/).filter((key) => !known.includes(key) && !(key in Object.prototype))

/** Adds up to three fields the spec does not name, with any JSON value. */
function withExtras<T extends object>(arb: Arbitrary<T>, known: readonly string[]): Arbitrary<T> {
  return fc
    .tuple(arb, fc.dictionary(extraKey(known), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3, noNullPrototype: true }))
    .map(([record, extras]) => ({ ...extras, ...record }))
}

/** A value the spec lists, one WhatsApp or the API already sends, or one nobody has heard of yet. */
function openEnum(
  known: readonly string[],
  newer: readonly string[],
  unheardOf: Arbitrary<string> = upperWord,
): Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...known), weight: 3 },
    { arbitrary: fc.constantFrom(...newer), weight: 2 },
    { arbitrary: unheardOf, weight: 1 },
    { arbitrary: fc.constantFrom(...objectWords, ''), weight: 1 },
    { arbitrary: fc.constantFrom(...known).map((value) => value.toLowerCase()), weight: 1 },
  )
}

const newerStatuses = [
  'PAUSED',
  'IN_APPEAL',
  'DISABLED',
  'PENDING_DELETION',
  'DELETED',
  'LIMIT_EXCEEDED',
  'FLAGGED',
  'REINSTATED',
  'ARCHIVED',
] as const
const newerCategories = ['UTILITY_OTP', 'MARKETING_LITE', 'TRANSACTIONAL'] as const
const newerComponentTypes = [
  'CAROUSEL',
  'carousel',
  'LIMITED_TIME_OFFER',
  'CALL_PERMISSION_REQUEST',
  'SHAPE_3D',
] as const
const newerHeaderFormats = ['LOCATION', 'PRODUCT', 'GIF', 'STICKER', 'image'] as const
const newerButtonTypes = ['COPY_CODE', 'FLOW', 'OTP', 'CATALOG', 'MPM', 'VOICE_CALL', 'APP', 'SPM'] as const
const newerWebhookEvents = [
  'incoming_viber_message',
  'outgoing_sms_message',
  'contact_deleted',
  'message_reaction',
  'contact_merged',
] as const
const logStatuses = [
  'sent',
  'delivered',
  'read',
  'replied',
  'failed',
  'SENT',
  'Delivered',
  'queued',
  'expired',
] as const

interface LiveApiOptions {
  /** Every text field thousands of characters long, most of the time. */
  long?: boolean
}

/** A row as the API sent it: a record of the resource, or something that is not one, which the list must still show. */
export type SentRow<Row> =
  { readonly readable: true; readonly record: Row } | { readonly readable: false; readonly raw: unknown }

/** How a field is typed, to pick a value that is certainly of the wrong type. */
type FieldKind = 'string' | 'nonEmptyString' | 'boolean' | 'object' | 'array' | 'optional'

const wrongValues: Record<FieldKind, readonly unknown[]> = {
  string: [null, 42, true, {}, ['x']],
  nonEmptyString: ['', null, 42, false, {}, ['x']],
  boolean: [null, 'true', 0, 1, {}],
  object: [null, 'x', 7, true],
  array: [null, 'x', 7, {}, [7]],
  optional: [7, {}, true],
}

/** Deleting the field: `undefined` never goes over the wire, so the key is removed. */
const MISSING = Symbol('missing')

function breakAt(record: unknown, path: readonly string[], value: unknown): unknown {
  const [key, ...rest] = path
  if (key === undefined || typeof record !== 'object' || record === null || Array.isArray(record)) return record
  const copy: Record<string, unknown> = { ...(record as Record<string, unknown>) }
  if (rest.length > 0) copy[key] = breakAt(copy[key], rest, value)
  else if (value === MISSING) delete copy[key]
  else copy[key] = value
  return copy
}

/**
 * Something in a list that is not a record of the resource: not an object at all, or a record with one required field
 * missing or of the wrong type (`fields`: dotted path -> how the field is typed; 'optional' fields are never removed).
 */
function malformed(valid: Arbitrary<object>, fields: Readonly<Record<string, FieldKind>>): Arbitrary<unknown> {
  const broken = fc
    .constantFrom(...Object.entries(fields))
    .chain(([path, kind]) =>
      fc
        .tuple(valid, fc.constantFrom<unknown>(...wrongValues[kind], ...(kind === 'optional' ? [] : [MISSING])))
        .map(([record, value]) => breakAt(record, path.split('.'), value)),
    )
  return fc.oneof(
    { arbitrary: broken, weight: 4 },
    { arbitrary: fc.constantFrom<unknown>(null, 0, 42, -1.5, true, '', 'row', [], {}, [1, 2]), weight: 2 },
  )
}

/** Ids: the API's own style mostly, sometimes characters a URL must escape. */
const idArb: Arbitrary<string> = fc.oneof(
  { arbitrary: fc.stringMatching(/^[a-z]{2,4}_[0-9a-zA-Z]{1,10}$/), weight: 4 },
  { arbitrary: fc.stringMatching(/^[0-9a-f]{24}$/), weight: 2 },
  {
    arbitrary: fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: 8 })
      .filter((id) => id.trim() !== '' && id !== '.' && id !== '..'),
    weight: 1,
  },
  { arbitrary: fc.constantFrom('a/b', '?q=1', '#top', '%2F', 'a b', 'ü-ñ', 'id+1', 'x&y=z'), weight: 1 },
)

/** Unique by id where the record has one, so a list never holds two rows the API would consider the same. */
function sentRows<Row extends object>(
  record: Arbitrary<Row>,
  broken: Arbitrary<unknown>,
  idOf: (row: Row) => string | undefined,
  maxLength: number,
): Arbitrary<SentRow<Row>[]> {
  const row: Arbitrary<SentRow<Row>> = fc.oneof(
    { arbitrary: record.map((value) => ({ readable: true as const, record: value })), weight: 3 },
    { arbitrary: broken.map((raw) => ({ readable: false as const, raw })), weight: 1 },
  )
  return fc.uniqueArray(row, { maxLength, selector: (sent) => (sent.readable ? (idOf(sent.record) ?? sent) : sent) })
}

/** The arbitraries of every resource; `long` for the run that stretches every text. */
export function liveApi({ long = false }: LiveApiOptions = {}) {
  const text = long ? fc.oneof({ arbitrary: longText, weight: 4 }, { arbitrary: shortText, weight: 1 }) : shortText
  const nonEmptyText = text.filter((value) => value.length > 0)
  const id = long ? fc.oneof(idArb, longText) : idArb
  const date = fc.oneof(
    { arbitrary: isoDate, weight: 4 },
    { arbitrary: fc.constantFrom('', 'yesterday', '2024-13-45T99:99:99Z', '0', '1700000000000'), weight: 1 },
    { arbitrary: text, weight: 1 },
  )
  const maxRows = long ? 3 : 12

  const button: Arbitrary<TemplateButton> = withExtras(
    fc.record(
      {
        type: openEnum(buttonTypes, newerButtonTypes),
        text,
        url: text,
        phone_number: text,
        example: fc.array(text, { maxLength: 2 }),
      },
      // A copy-code button has no text, only its example code: only a part's type is required.
      { requiredKeys: ['type'] },
    ),
    ['type', 'text', 'url', 'phone_number', 'example'],
  )
  const example = withExtras(
    fc.record(
      {
        header_handle: fc.array(text, { maxLength: 2 }),
        header_text: fc.array(text, { maxLength: 2 }),
        body_text: fc.oneof(
          { arbitrary: fc.array(fc.array(text, { maxLength: 3 }), { maxLength: 2 }), weight: 4 },
          // Examples of another shape than the spec's, read as absent (see componentExampleReadSchema).
          {
            arbitrary: fc.oneof(fc.array(text, { maxLength: 3 }), text) as Arbitrary<unknown> as Arbitrary<string[][]>,
            weight: 1,
          },
        ),
      },
      { requiredKeys: [] },
    ),
    ['header_handle', 'header_text', 'body_text'],
  )
  const componentKeys = ['type', 'format', 'text', 'example', 'buttons']
  const plainComponent: Arbitrary<TemplateComponent> = withExtras(
    fc.record(
      {
        type: openEnum(componentTypes, newerComponentTypes),
        format: openEnum(headerFormats, newerHeaderFormats),
        text,
        example,
        buttons: fc.array(button, { maxLength: 4 }),
      },
      { requiredKeys: ['type'] },
    ),
    componentKeys,
  )
  // Newer kinds carry their own fields, with texts nested inside them.
  const carousel: Arbitrary<TemplateComponent> = withExtras(
    fc.record({
      type: fc.constantFrom('CAROUSEL', 'carousel'),
      cards: fc.array(fc.record({ card_index: fc.nat(9), components: fc.array(plainComponent, { maxLength: 3 }) }), {
        maxLength: 3,
      }),
    }),
    componentKeys,
  )
  const limitedTimeOffer: Arbitrary<TemplateComponent> = withExtras(
    fc.record({
      type: fc.constant('LIMITED_TIME_OFFER'),
      limited_time_offer: fc.record({ text, has_expiration: fc.boolean() }),
    }),
    componentKeys,
  )
  const component = fc.oneof(
    { arbitrary: plainComponent, weight: 5 },
    { arbitrary: carousel, weight: 1 },
    { arbitrary: limitedTimeOffer, weight: 1 },
  )

  const template: Arbitrary<Template> = withExtras(
    fc.record({
      id,
      template: withExtras(
        fc.record({
          category: openEnum(templateCategories, newerCategories),
          language: fc.oneof(fc.constantFrom('en_US', 'pt_BR', 'ar', 'he', 'zh_CN', 'xx_YY', 'en-us'), nonEmptyText),
          name: nonEmptyText,
          status: openEnum(templateStatuses, newerStatuses),
          components: fc.array(component, { maxLength: 5 }),
        }),
        ['category', 'language', 'name', 'status', 'components'],
      ),
      workspace: withExtras(fc.record({ id: fc.oneof(fc.constant('ws_1'), id), title: text }), ['id', 'title']),
      createdAt: date,
      updatedAt: date,
    }),
    ['id', 'template', 'workspace', 'createdAt', 'updatedAt'],
  )
  const templateFields: Record<string, FieldKind> = {
    // Only a record that is not an object, or has no id, is unreadable: a template without a name, language,
    // workspace, dates, category, status or components is still read (see templateSchema).
    id: 'nonEmptyString',
  }

  const broadcast: Arbitrary<Broadcast> = withExtras(
    fc.record(
      {
        workspace: withExtras(fc.record({ id: fc.oneof(fc.constant('ws_1'), id) }), ['id']),
        id,
        name: text,
        type: fc.oneof(fc.constantFrom('whatsapp', 'WHATSAPP_TEMPLATE', 'sms', 'telegram'), text),
      },
      { requiredKeys: ['workspace', 'name', 'type'] },
    ),
    ['workspace', 'id', 'name', 'type'],
  )
  const broadcastFields: Record<string, FieldKind> = {
    workspace: 'object',
    'workspace.id': 'nonEmptyString',
    name: 'string',
    type: 'string',
    id: 'optional',
  }

  const nullable = <T>(arb: Arbitrary<T>) => fc.option(arb, { nil: null, freq: 4 })
  const broadcastLog: Arbitrary<BroadcastLog> = withExtras(
    fc.record(
      {
        broadcast: withExtras(fc.record({ id, name: text }), ['id', 'name']),
        recepientName: text,
        countryCode: fc.oneof(fc.constantFrom('+1', '44', '+972', ''), text),
        phone: fc.oneof(fc.stringMatching(/^[0-9]{6,12}$/), text),
        status: fc.oneof(
          { arbitrary: fc.constantFrom(...logStatuses), weight: 3 },
          { arbitrary: fc.constantFrom(...objectWords, ''), weight: 1 },
          { arbitrary: text, weight: 1 },
        ),
        reply: nullable(text),
        error: nullable(text),
        createdAt: date,
        updatedAt: date,
      },
      { requiredKeys: ['broadcast', 'recepientName', 'countryCode', 'phone', 'status', 'createdAt', 'updatedAt'] },
    ),
    ['broadcast', 'recepientName', 'countryCode', 'phone', 'status', 'reply', 'error', 'createdAt', 'updatedAt'],
  )
  const broadcastLogFields: Record<string, FieldKind> = {
    broadcast: 'object',
    'broadcast.id': 'nonEmptyString',
    'broadcast.name': 'string',
    recepientName: 'string',
    countryCode: 'string',
    phone: 'string',
    status: 'string',
    createdAt: 'string',
    updatedAt: 'string',
    reply: 'optional',
  }

  const idRef = withExtras(fc.record({ id }), ['id'])
  const segment: Arbitrary<Segment> = withExtras(
    fc.record(
      {
        id,
        name: text,
        type: nullable(fc.oneof(fc.constantFrom('static', 'dynamic', 'RETARGET'), text)),
        status: nullable(fc.oneof(fc.constantFrom('active', 'COMPLETED', 'scheduled', 'FAILED'), text)),
        segments: nullable(fc.array(idRef, { maxLength: 3 })),
        retargetBroadcast: nullable(idRef),
        retargetEngagementType: nullable(fc.oneof(fc.constantFrom('read', 'replied', 'failed', 'CLICKED'), text)),
        scheduleDateTime: nullable(date),
        startedAt: nullable(date),
        completedAt: nullable(date),
      },
      { requiredKeys: ['id', 'name'] },
    ),
    [
      'id',
      'name',
      'type',
      'status',
      'segments',
      'retargetBroadcast',
      'retargetEngagementType',
      'scheduleDateTime',
      'startedAt',
      'completedAt',
    ],
  )
  const segmentFields: Record<string, FieldKind> = {
    id: 'nonEmptyString',
    name: 'string',
    type: 'optional',
    segments: 'optional',
    retargetBroadcast: 'optional',
  }

  const contactTag: Arbitrary<ContactTag> = withExtras(
    fc.record({ id, name: text, canonical: text, createdAt: date, updatedAt: date }),
    ['id', 'name', 'canonical', 'createdAt', 'updatedAt'],
  )
  const contactTagFields: Record<string, FieldKind> = {
    id: 'nonEmptyString',
    name: 'string',
    canonical: 'string',
    createdAt: 'string',
    updatedAt: 'string',
  }

  const staff: Arbitrary<Staff> = withExtras(
    fc.record({
      id,
      firstName: text,
      lastName: text,
      email: fc.oneof(fc.emailAddress(), text),
      countryCode: fc.oneof(fc.constantFrom('+1', '44', ''), text),
      phone: fc.oneof(fc.stringMatching(/^[0-9]{6,12}$/), text),
      active: fc.boolean(),
      workspaces: fc.array(fc.oneof(fc.constant('ws_1'), id), { maxLength: 4 }),
    }),
    ['id', 'firstName', 'lastName', 'email', 'countryCode', 'phone', 'active', 'workspaces'],
  )
  const staffFields: Record<string, FieldKind> = {
    id: 'nonEmptyString',
    firstName: 'string',
    lastName: 'string',
    email: 'string',
    countryCode: 'string',
    phone: 'string',
    active: 'boolean',
    workspaces: 'array',
  }

  const webhook: Arbitrary<Webhook> = withExtras(
    fc.record({
      id,
      name: text,
      serverUrl: fc.oneof(fc.webUrl(), fc.constantFrom('javascript:alert(1)', 'http://', ''), text),
      active: fc.boolean(),
      events: fc.uniqueArray(openEnum(webhookEvents, newerWebhookEvents, snakeWord), { maxLength: 6 }),
      createdAt: date,
      updatedAt: date,
    }),
    ['id', 'name', 'serverUrl', 'active', 'events', 'createdAt', 'updatedAt'],
  )
  const webhookFields: Record<string, FieldKind> = {
    id: 'nonEmptyString',
    name: 'string',
    serverUrl: 'string',
    active: 'boolean',
    events: 'array',
    createdAt: 'string',
    updatedAt: 'string',
  }

  const workspace: Arbitrary<Workspace> = withExtras(fc.record({ id, title: text }), ['id', 'title'])
  const workspaceFields: Record<string, FieldKind> = { id: 'nonEmptyString', title: 'string' }

  const resource = <Row extends object>(
    record: Arbitrary<Row>,
    fields: Record<string, FieldKind>,
    idOf: (row: Row) => string | undefined,
  ) => {
    const broken = malformed(record, fields)
    return { record, malformed: broken, rows: sentRows(record, broken, idOf, maxRows) }
  }

  return {
    text,
    id,
    template: resource(template, templateFields, (row) => row.id),
    broadcast: resource(broadcast, broadcastFields, (row) => row.id ?? undefined),
    broadcastLog: resource(broadcastLog, broadcastLogFields, () => undefined),
    segment: resource(segment, segmentFields, (row) => row.id),
    contactTag: resource(contactTag, contactTagFields, (row) => row.id),
    staff: resource(staff, staffFields, (row) => row.id),
    webhook: resource(webhook, webhookFields, (row) => row.id),
    workspace: resource(workspace, workspaceFields, (row) => row.id),
  }
}

/** What the API sends for these rows: the records and the malformed items, in order. */
export function wire<Row>(rows: readonly SentRow<Row>[]): unknown[] {
  return rows.map((row) => (row.readable ? row.record : row.raw))
}
