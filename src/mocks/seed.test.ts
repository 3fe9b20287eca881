import { describe, expect, it } from 'vitest'
import { accountSchema } from '@/api/account'
import { broadcastLogSchema, broadcastSchema } from '@/api/broadcasts'
import { contactTagSchema } from '@/api/contact-tags'
import { segmentSchema } from '@/api/segments'
import { staffSchema } from '@/api/staff'
import { templateSchema, type Template } from '@/api/templates'
import { webhookEvents, webhookSchema } from '@/api/webhooks'
import { workspaceSchema } from '@/api/workspaces'
import { LOG_STATUSES } from '@/domain/log-statuses'
import { MAX_BUTTONS } from '@/domain/template-limits'
import { templateErrors } from '@/domain/template-rules/check-template'
import { hasOptOut } from '@/domain/template-rules/opt-out-rule'
import { findComponent } from '@/domain/template-rules/rule-kit'
import { distinctVariables } from '@/domain/template-variables'
import { DEMO_ACCOUNT_MISSING_KEY, DEMO_API_KEY, DEMO_SERVER_ERROR_KEY } from '@/lib/demo-keys'
import { DEMO_DATA_VERSION, type StoredBroadcast } from './demo-data'
import { createSeed, HOSTILE_RECIPIENT_NAME, HOSTILE_REPLY, HOSTILE_TEMPLATE_TEXT } from './seed'
import { COMPARE_BROADCAST_IDS, HUGE_BROADCAST } from './seed-broadcasts'
import { WS_US } from './seed-workspaces'
import { generateBroadcastLogs } from './seed-logs'
import { createRandom, hashString } from './seed-random'
import { serverWebhookEvents } from './server-webhook-events'
import { canonicalTag } from '@/domain/canonical-tag'

const SEED_NOW_ISO = '2026-11-20T09:00:00.000Z'
/** The templates list's default page size (the spec's). */
const FIRST_PAGE_SIZE = 10
const seed = createSeed()
const mainWorkspace = seed.workspaces[0]
const firstBroadcast = seed.broadcasts[0]
if (!mainWorkspace || !firstBroadcast) throw new Error('the seed needs a workspace and a broadcast')
const templatesIn = (workspaceId: string) => seed.templates.filter((t) => t.workspace.id === workspaceId)
const mainTemplates = templatesIn(mainWorkspace.id)

const allIds = (items: readonly { id?: string | null }[]) => items.map((item) => item.id)
const numericIdParts = (ids: readonly (string | null | undefined)[]) =>
  ids.map((id) => Number(/_(\d+)$/.exec(id ?? '')?.[1] ?? Number.NaN))

function expectUnique(values: readonly unknown[]) {
  expect(new Set(values).size).toBe(values.length)
}

describe('seed-random', () => {
  it('repeats the same sequence for the same seed and differs across seeds', () => {
    const a = createRandom(42)
    const b = createRandom(42)
    const c = createRandom('another seed')
    const seqA = Array.from({ length: 20 }, () => a.next())
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(seqA)
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(seqA)
    expect(seqA.every((n) => n >= 0 && n < 1)).toBe(true)
    expect(hashString('bc_1')).toBe(hashString('bc_1'))
  })

  it('keeps int, pick, chance and digits in range', () => {
    const rng = createRandom(7)
    for (let i = 0; i < 500; i += 1) {
      const n = rng.int(3, 5)
      expect(n >= 3 && n <= 5 && Number.isInteger(n)).toBe(true)
      expect(['a', 'b']).toContain(rng.pick(['a', 'b']))
      expect(typeof rng.chance(0.5)).toBe('boolean')
    }
    expect(rng.chance(0)).toBe(false)
    expect(rng.chance(1)).toBe(true)
    expect(rng.digits(9)).toMatch(/^\d{9}$/)
  })
})

describe('createSeed', () => {
  it('is deterministic and JSON-serializable', () => {
    const again = createSeed()
    expect(again).toEqual(seed)
    expect(again).not.toBe(seed)
    expect(JSON.parse(JSON.stringify(seed))).toEqual(seed)
  })

  it('returns independent copies, so mutating one store never leaks into the next', () => {
    const first = createSeed()
    first.templates[0]?.template.components.splice(0)
    first.broadcasts.splice(0)
    first.staff[0]?.workspaces.splice(0)
    expect(createSeed()).toEqual(seed)
  })

  it('has the demo keys, version, account and counters', () => {
    expect(seed.version).toBe(DEMO_DATA_VERSION)
    expect(seed.apiKeys).toEqual({
      [DEMO_API_KEY]: 'active',
      [DEMO_ACCOUNT_MISSING_KEY]: 'account-missing',
      [DEMO_SERVER_ERROR_KEY]: 'server-error',
    })
    expect(accountSchema.parse(seed.account)).toEqual(seed.account)
    expect(seed.account.name).toBe('Northwind Retail Group')
    const owner = seed.staff.find((s) => s.email === seed.account.ownerEmail)
    expect(owner?.active).toBe(true)
    expect(seed.messages).toEqual([])
  })

  it('sets nextId above every numeric id part in the seed', () => {
    const ids = [
      ...allIds(seed.workspaces),
      ...allIds(seed.templates),
      ...allIds(seed.broadcasts),
      ...allIds(seed.segments),
      ...allIds(seed.contactTags),
      ...allIds(seed.staff),
      ...allIds(seed.webhooks),
    ]
    const numbers = numericIdParts(ids)
    expect(numbers.every((n) => Number.isInteger(n))).toBe(true)
    expect(seed.nextId).toBeGreaterThan(Math.max(...numbers))
  })

  it('has the expected counts', () => {
    expect(seed.workspaces.length).toBeGreaterThanOrEqual(3)
    expect(mainTemplates.length).toBeGreaterThanOrEqual(40)
    for (const workspace of seed.workspaces.slice(1)) expect(templatesIn(workspace.id).length).toBeGreaterThanOrEqual(5)
    expect(seed.broadcasts.length).toBeGreaterThanOrEqual(8)
    expect(seed.segments.length).toBeGreaterThanOrEqual(8)
    expect(seed.contactTags.length).toBeGreaterThanOrEqual(15)
    expect(seed.staff.length).toBeGreaterThanOrEqual(10)
    expect(seed.webhooks.length).toBeGreaterThanOrEqual(4)
  })

  it('gives unique ids within each collection', () => {
    for (const collection of [
      seed.workspaces,
      seed.templates,
      seed.broadcasts,
      seed.segments,
      seed.contactTags,
      seed.staff,
      seed.webhooks,
    ]) {
      expectUnique(allIds(collection))
    }
  })
})

describe('seeded records match the API schemas', () => {
  it.each([
    ['workspaces', () => seed.workspaces, workspaceSchema],
    ['templates', () => seed.templates, templateSchema],
    ['broadcasts', () => seed.broadcasts, broadcastSchema],
    ['segments', () => seed.segments, segmentSchema],
    ['contact tags', () => seed.contactTags, contactTagSchema],
    ['staff', () => seed.staff, staffSchema],
    ['webhooks', () => seed.webhooks, webhookSchema],
  ] as const)('%s', (_name, records, schema) => {
    for (const record of records()) {
      const parsed = schema.safeParse(record)
      expect(parsed.error?.issues ?? [], JSON.stringify(record)).toEqual([])
    }
  })

  it('stores valid ISO timestamps in Oct–Nov 2026', () => {
    const stamps = [
      ...seed.templates.flatMap((t) => [t.createdAt, t.updatedAt]),
      ...seed.broadcasts.map((b) => b.createdAt),
      ...seed.segments.flatMap((s) => [s.createdAt, s.scheduleDateTime, s.startedAt, s.completedAt]),
      ...seed.contactTags.flatMap((t) => [t.createdAt, t.updatedAt]),
      ...seed.webhooks.flatMap((w) => [w.createdAt, w.updatedAt]),
    ].filter((stamp): stamp is string => typeof stamp === 'string')
    for (const stamp of stamps) {
      expect(new Date(stamp).toISOString()).toBe(stamp)
      expect(stamp >= '2026-10-01' && stamp < '2026-12-01', stamp).toBe(true)
    }
    const future = seed.segments.filter((s) => s.status === 'SCHEDULED').map((s) => s.scheduleDateTime)
    for (const stamp of stamps.filter((stamp) => !future.includes(stamp)))
      expect(stamp <= SEED_NOW_ISO, stamp).toBe(true)
  })
})

describe('seeded templates', () => {
  const label = (t: Template) => `${t.workspace.id}/${t.template.name}`

  it('all pass the template rules, but those WhatsApp rejected (seed-rejections.test.ts) or that are in appeal', () => {
    for (const t of seed.templates.filter((t) => !['REJECTED', 'IN_APPEAL'].includes(t.template.status)))
      expect(templateErrors(t.template), label(t)).toEqual([])
  })

  it('give exactly one example per variable and at most three buttons', () => {
    for (const t of seed.templates) {
      const { components } = t.template
      const body = findComponent(components, 'BODY')
      const variables = distinctVariables(body?.text)
      expect(variables, label(t)).toEqual(variables.map((_, i) => i + 1))
      if (variables.length) expect(body?.example?.body_text?.[0]?.length, label(t)).toBe(variables.length)
      else expect(body?.example, label(t)).toBeUndefined()

      const header = findComponent(components, 'HEADER')
      if (header?.format === 'TEXT') {
        expect(header.example?.header_text?.length ?? 0, label(t)).toBe(distinctVariables(header.text).length)
      } else if (header) {
        expect(header.text, label(t)).toBeUndefined()
        // A media header has its sample; a newer format (LOCATION) has none.
        if (['IMAGE', 'VIDEO', 'DOCUMENT'].includes(header.format ?? ''))
          expect(header.example?.header_handle?.[0], label(t)).toMatch(/^https:\/\//)
        else expect(header.example, label(t)).toBeUndefined()
      }

      const buttons = findComponent(components, 'BUTTONS')?.buttons ?? []
      expect(buttons.length, label(t)).toBeLessThanOrEqual(MAX_BUTTONS)
      for (const button of buttons) {
        if (button.type === 'URL') expect(button.url, label(t)).toMatch(/^https:\/\/[^\s]+$/)
        if (button.type === 'PHONE_NUMBER') expect(button.phone_number, label(t)).toMatch(/^\+\d{8,15}$/)
      }
      expect(t.updatedAt >= t.createdAt, label(t)).toBe(true)
    }
  })

  it('every marketing template offers an opt-out', () => {
    for (const t of seed.templates.filter((t) => t.template.category === 'MARKETING'))
      expect(hasOptOut(t.template), label(t)).toBe(true)
  })

  it('have valid names, one template per name and language within each workspace, and the workspace title', () => {
    for (const workspace of seed.workspaces) {
      const keys = templatesIn(workspace.id).map((t) => `${t.template.name} ${t.template.language}`)
      expectUnique(keys)
      for (const t of templatesIn(workspace.id)) expect(t.workspace.title).toBe(workspace.title)
    }
    for (const t of seed.templates) expect(t.template.name).toMatch(/^[a-z0-9_]+$/)
  })

  it('cover every category, status, header format and button type, in many languages, and what the live API sends beyond the spec', () => {
    const set = (values: (string | null | undefined)[]) => new Set(values.filter(Boolean))
    expect(set(mainTemplates.map((t) => t.template.category))).toEqual(
      new Set(['UTILITY', 'MARKETING', 'AUTHENTICATION', 'TRANSACTIONAL']),
    )
    expect(set(mainTemplates.map((t) => t.template.status))).toEqual(
      new Set([
        'APPROVED',
        'PENDING',
        'REJECTED',
        'PAUSED',
        'DISABLED',
        'IN_APPEAL',
        'LIMIT_EXCEEDED',
        'PENDING_DELETION',
        'ARCHIVED',
      ]),
    )
    const components = mainTemplates.flatMap((t) => t.template.components)
    expect(set(components.map((c) => c.type))).toEqual(
      new Set(['HEADER', 'BODY', 'FOOTER', 'BUTTONS', 'LIMITED_TIME_OFFER', 'CAROUSEL']),
    )
    expect(set(components.map((c) => (c.type === 'HEADER' ? c.format : undefined)))).toEqual(
      new Set(['TEXT', 'IMAGE', 'VIDEO', 'DOCUMENT', 'LOCATION']),
    )
    expect(set(components.flatMap((c) => c.buttons ?? []).map((b) => b.type))).toEqual(
      new Set(['URL', 'QUICK_REPLY', 'PHONE_NUMBER', 'COPY_CODE', 'OTP']),
    )
    const languages = set(mainTemplates.map((t) => t.template.language))
    for (const language of ['en_US', 'en_GB', 'es_ES', 'pt_BR', 'de', 'fr', 'it', 'id', 'ar'])
      expect(languages).toContain(language)
  })

  it('keep the fields of newer kinds as the live API sends them: a carousel’s cards, an offer, a copy-code button’s code', () => {
    const parsed = mainTemplates.map((t) => templateSchema.parse(t))
    const carousel = parsed.flatMap((t) => t.template.components).find((c) => c.type === 'CAROUSEL')
    expect(carousel?.cards).toEqual([
      expect.objectContaining({ components: expect.any(Array) }),
      expect.objectContaining({ components: expect.any(Array) }),
    ])
    const offer = parsed.flatMap((t) => t.template.components).find((c) => c.type === 'LIMITED_TIME_OFFER')
    expect(offer?.limited_time_offer).toEqual({ text: 'Oferta por tempo limitado', has_expiration: true })
    const copyCode = parsed
      .flatMap((t) => t.template.components)
      .flatMap((c) => c.buttons ?? [])
      .find((b) => b.type === 'COPY_CODE')
    expect(copyCode).toEqual({ type: 'COPY_CODE', text: 'Copiar código', example: ['ESQUENTA30'] })
  })

  it('include the hostile markup verbatim in a valid main-workspace template', () => {
    const probe = mainTemplates.find((t) =>
      findComponent(t.template.components, 'BODY')?.text?.includes(HOSTILE_TEMPLATE_TEXT),
    )
    expect(probe?.template.name).toBe('html_injection_probe')
    expect(HOSTILE_TEMPLATE_TEXT).toBe(`<img src=x onerror="alert('xss')"> and <script>alert(1)</script>`)
  })

  it('keep translations as versions of one name: a name approved in one language and pending in another', () => {
    const loginCode = mainTemplates.filter((t) => t.template.name === 'login_code')
    expect(loginCode.find((t) => t.template.language === 'en_US')?.template.status).toBe('APPROVED')
    expect(loginCode.find((t) => t.template.language === 'fr')?.template.status).toBe('PENDING')
    // No name is another name with a language after it (login_code_es): that is a version of the other.
    const names = new Set(mainTemplates.map((t) => t.template.name))
    const languageSuffix = /^[a-z]{2,3}(_[a-z]{2})?$/
    const suffixed = [...names].filter((name) =>
      [...names].some((other) => name.startsWith(`${other}_`) && languageSuffix.test(name.slice(other.length + 1))),
    )
    expect(suffixed).toEqual([])
  })

  it('keep hostile markup off the first page a demo visitor sees: the first workspace, newest first', () => {
    const byUpdatedAt = [...mainTemplates].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    const firstPage = byUpdatedAt.slice(0, FIRST_PAGE_SIZE)
    expect(firstPage).toHaveLength(FIRST_PAGE_SIZE)
    for (const t of firstPage) expect(JSON.stringify(t.template), label(t)).not.toMatch(/[<>]/)
    expect(byUpdatedAt.findIndex((t) => t.template.name === 'html_injection_probe')).toBeGreaterThanOrEqual(
      FIRST_PAGE_SIZE,
    )
  })
})

describe('seeded broadcasts, segments, tags, staff and webhooks', () => {
  it('has the largest broadcast first, two more big ones to compare with it, and the rest small', () => {
    expect(firstBroadcast.name).toBe('Black Friday early access')
    expect(firstBroadcast.workspace.id).toBe(mainWorkspace.id)
    expect(firstBroadcast.seedLogCount).toBe(5200)
    const compared = COMPARE_BROADCAST_IDS.map((id) => seed.broadcasts.find((b) => b.id === id))
    expect(compared.map((b) => [b?.name, b?.workspace.id, b?.seedLogCount])).toEqual([
      ['Black Friday early access', mainWorkspace.id, 5200],
      ['Cyber Monday preview', mainWorkspace.id, 5000],
      ['Singles Day flash sale', mainWorkspace.id, 5000],
    ])
    const huge = seed.broadcasts.find((b) => b.id === HUGE_BROADCAST.id)
    expect([huge?.workspace.id, huge?.seedLogCount]).toEqual([WS_US, 20_000])
    for (const b of seed.broadcasts.filter((b) => !compared.includes(b) && b !== huge))
      expect(b.seedLogCount >= 0 && b.seedLogCount <= 400).toBe(true)
    const workspaceIds = new Set(seed.workspaces.map((w) => w.id))
    for (const b of seed.broadcasts) expect(workspaceIds.has(b.workspace.id)).toBe(true)
    expect(new Set(seed.broadcasts.map((b) => b.workspace.id)).size).toBeGreaterThan(1)
  })

  it('gives segments real workspaces and retargets real broadcasts', () => {
    const workspaceIds = new Set(seed.workspaces.map((w) => w.id))
    const broadcastIds = new Set(seed.broadcasts.map((b) => b.id))
    const segmentIds = new Set(seed.segments.map((s) => s.id))
    for (const s of seed.segments) {
      expect(workspaceIds.has(s.workspaceId)).toBe(true)
      for (const ref of s.segments ?? []) expect(segmentIds.has(ref.id)).toBe(true)
      if (s.type === 'RETARGET') {
        expect(broadcastIds.has(s.retargetBroadcast?.id ?? '')).toBe(true)
        expect(['READ', 'REPLIED', 'NOT_READ']).toContain(s.retargetEngagementType)
      } else {
        expect(s.retargetBroadcast ?? null).toBeNull()
      }
      if (s.status === 'DRAFT' || s.status === 'SCHEDULED') expect(s.startedAt ?? null).toBeNull()
      if (s.status !== 'COMPLETED') expect(s.completedAt ?? null).toBeNull()
    }
  })

  it('gives contact tags unique canonical names derived from their names', () => {
    for (const tag of seed.contactTags) {
      expect(tag.canonical).toBe(canonicalTag(tag.name))
      expect(tag.updatedAt >= tag.createdAt).toBe(true)
    }
    expectUnique(seed.contactTags.map((t) => t.canonical))
  })

  it('has active and inactive staff across several workspaces', () => {
    const workspaceIds = new Set(seed.workspaces.map((w) => w.id))
    expect(seed.staff.some((s) => !s.active)).toBe(true)
    for (const s of seed.staff) {
      expect(s.workspaces.length).toBeGreaterThan(0)
      for (const id of s.workspaces) expect(workspaceIds.has(id)).toBe(true)
      expect(s.email).toMatch(/^[^\s@]+@[^\s@]+\.[a-z]+$/)
      expect(s.phone).toMatch(/^\d+$/)
    }
    expectUnique(seed.staff.map((s) => s.email))
    for (const workspace of seed.workspaces)
      expect(seed.staff.some((s) => s.workspaces.includes(workspace.id))).toBe(true)
  })

  it('has https webhooks subscribed to events the demo service knows, one of them newer than the spec', () => {
    for (const w of seed.webhooks) {
      expect(w.serverUrl).toMatch(/^https:\/\//)
      expect(w.events.length).toBeGreaterThan(0)
      for (const event of w.events) expect(serverWebhookEvents).toContain(event)
    }
    expect(seed.webhooks.some((w) => !w.active)).toBe(true)
    expect(
      seed.webhooks.some((w) => w.events.some((event) => !(webhookEvents as readonly string[]).includes(event))),
    ).toBe(true)
  })
})

describe('generateBroadcastLogs', () => {
  const logs = generateBroadcastLogs(firstBroadcast)

  it('generates seedLogCount logs that match the schema', () => {
    for (const b of seed.broadcasts) expect(generateBroadcastLogs(b)).toHaveLength(b.seedLogCount)
    for (const log of logs) {
      const parsed = broadcastLogSchema.safeParse(log)
      expect(parsed.error?.issues ?? []).toEqual([])
    }
  })

  it('is deterministic per broadcast id, and differs between broadcasts', () => {
    expect(generateBroadcastLogs(firstBroadcast)).toEqual(logs)
    expect(JSON.parse(JSON.stringify(logs))).toEqual(logs)
    const other = { ...firstBroadcast, id: 'bc_999', seedLogCount: 20 }
    expect(generateBroadcastLogs(other).map((l) => l.phone)).not.toEqual(logs.slice(0, 20).map((l) => l.phone))
  })

  it('fills reply only for replied and error only for failed logs, with a realistic mix', () => {
    const counts = new Map<string, number>()
    const problems: string[] = []
    const check = (ok: boolean, index: number, what: string) => {
      if (!ok) problems.push(`log ${index}: ${what}`)
    }
    logs.forEach((log, i) => {
      counts.set(log.status, (counts.get(log.status) ?? 0) + 1)
      check((LOG_STATUSES as readonly string[]).includes(log.status), i, `status ${log.status}`)
      check(Boolean(log.reply) === (log.status === 'replied'), i, 'reply only when replied')
      check(Boolean(log.error) === (log.status === 'failed'), i, 'error only when failed')
      check(log.broadcast.id === firstBroadcast.id && log.broadcast.name === firstBroadcast.name, i, 'broadcast ref')
      check(/^\+\d{1,3}$/.test(log.countryCode), i, `countryCode ${log.countryCode}`)
      check(/^\d{8,12}$/.test(log.phone), i, `phone ${log.phone}`)
      check(log.updatedAt >= log.createdAt && log.createdAt >= firstBroadcast.createdAt, i, 'timestamps in order')
      check(new Date(log.createdAt).toISOString() === log.createdAt, i, `createdAt ${log.createdAt}`)
      check(new Date(log.updatedAt).toISOString() === log.updatedAt, i, `updatedAt ${log.updatedAt}`)
    })
    expect(problems.slice(0, 10)).toEqual([])
    for (const status of LOG_STATUSES) expect(counts.get(status) ?? 0).toBeGreaterThan(logs.length * 0.04)
    expect(counts.get('read') ?? 0).toBeGreaterThan(counts.get('failed') ?? 0)
    expect(new Set(logs.map((l) => l.countryCode)).size).toBeGreaterThanOrEqual(6)
    const created = logs.map((l) => l.createdAt)
    expect(created).toEqual([...created].sort())
  })

  it('puts the hostile name and reply on the first page of the first broadcast', () => {
    const firstPage = logs.slice(0, 10)
    expect(firstPage.some((l) => l.recepientName === HOSTILE_RECIPIENT_NAME)).toBe(true)
    expect(firstPage.some((l) => l.reply === HOSTILE_REPLY)).toBe(true)
    expect(HOSTILE_RECIPIENT_NAME).toBe('<script>alert("pwned")</script> Mallory')
    expect(HOSTILE_REPLY).toBe('<b>bold?</b> <img src=x onerror=alert(2)>')
    for (const b of seed.broadcasts.slice(1)) {
      expect(generateBroadcastLogs(b).some((l) => l.recepientName === HOSTILE_RECIPIENT_NAME)).toBe(false)
    }
  })

  it('is fast: 5,000 logs well under 50 ms', () => {
    const broadcast: StoredBroadcast = { ...firstBroadcast, id: 'bc_perf', seedLogCount: 5000 }
    generateBroadcastLogs(broadcast) // warm-up
    let best = Number.POSITIVE_INFINITY
    for (let run = 0; run < 3; run += 1) {
      const started = performance.now()
      const result = generateBroadcastLogs(broadcast)
      best = Math.min(best, performance.now() - started)
      expect(result).toHaveLength(5000)
    }
    expect(best).toBeLessThan(50)
  })

  it('keeps the first broadcast’s logs as they were, and gives each compared broadcast its own status mix', () => {
    expect(logs.filter((l) => l.status === 'failed')).toHaveLength(569)
    const shares = COMPARE_BROADCAST_IDS.map((id) => {
      const broadcast = seed.broadcasts.find((b) => b.id === id)
      if (!broadcast) throw new Error(`the seed has no ${id}`)
      const compared = generateBroadcastLogs(broadcast)
      return Object.fromEntries(
        LOG_STATUSES.map((status) => [status, compared.filter((l) => l.status === status).length / compared.length]),
      )
    })
    const [blackFriday, cyberMonday, singlesDay] = shares
    expect(cyberMonday?.read).toBeGreaterThan((blackFriday?.read ?? 0) + 0.03)
    expect(cyberMonday?.failed).toBeLessThan((blackFriday?.failed ?? 0) - 0.03)
    expect(singlesDay?.failed).toBeGreaterThan((blackFriday?.failed ?? 0) + 0.04)
    expect(singlesDay?.read).toBeLessThan((blackFriday?.read ?? 0) - 0.04)
  })

  it('generates nothing for a broadcast created in the demo', () => {
    expect(generateBroadcastLogs({ ...firstBroadcast, id: 'bc_1001', seedLogCount: 0 })).toEqual([])
  })
})
