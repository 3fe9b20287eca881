import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { localToUtc } from '@/domain/zoned-time'
import { connectAs } from '@/test/connect-as'
import { withDemoServer } from '@/test/demo-harness'
import { textsByRole } from '@/test/texts-by-role'
import {
  captureBodies,
  chooseTemplate,
  next,
  openComposer,
  setInput,
  stepHeading,
  stepLink,
} from '@/test/composer-test-kit'
import { userTimeZone } from '@/lib/locale'
import { scheduleText } from './schedule-text'

const demo = withDemoServer()
const ws = 'ws_1'

beforeEach(() => connectAs())

/** A date a few days ahead, as a date input gives it. */
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

describe('the broadcast composer', { timeout: 40_000 }, () => {
  it('goes through the five steps and creates the broadcast it shows', async () => {
    const posted = captureBodies(demo, 'POST', /^\/v1\/broadcasts$/)
    const { user, router } = await openComposer(`/w/${ws}/broadcasts/new`)
    expect(stepHeading()).toHaveTextContent('Message')
    expect(stepLink('Message')).toHaveAttribute('aria-current', 'step')
    expect(stepLink('Values')).toHaveAccessibleName('Step 2: Values, not visited')

    await user.type(screen.getByLabelText('Name'), 'Order follow-up')
    await chooseTemplate(user, 'order_confirmation')
    expect(screen.getByText('Utility · English (UK) · Approved')).toBeInTheDocument()
    await next(user, 'Values')
    expect(router.state.location.search).toMatchObject({ step: 'values' })
    expect(stepLink('Message')).toHaveAccessibleName('Step 1: Message, done')

    await user.type(await screen.findByRole('textbox', { name: 'Header {{1}}' }, { timeout: 5000 }), 'NW-1')
    await user.type(screen.getByRole('textbox', { name: 'Body {{1}}' }), 'Ana')
    await user.type(screen.getByRole('textbox', { name: 'Body {{2}}' }), 'NW-1')
    await user.type(screen.getByRole('textbox', { name: 'Body {{3}}' }), '£10')
    await user.type(screen.getByRole('textbox', { name: /Button “View order”/ }), 'NW-1')
    expect(screen.getAllByRole('figure', { name: 'Message preview' })[0]).toHaveTextContent(
      'Hi Ana, thanks for your order NW-1',
    )
    await next(user, 'Audience')

    await user.click(await screen.findByRole('checkbox', { name: 'VIP customers — EU' }, { timeout: 5000 }))
    expect(screen.getByText(/The service counts a segment’s members when it sends/)).toBeInTheDocument()
    await user.click(screen.getByRole('checkbox', { name: 'Lapsed buyers (90 days)' }))
    await next(user, 'When')

    await user.click(await screen.findByRole('radio', { name: 'Schedule' }, { timeout: 5000 }))
    const day = daysAhead(3)
    setInput('Day', day)
    setInput('Time', '09:30')
    const at = localToUtc(day, '09:30', userTimeZone())
    if (at.kind !== 'exact') throw new Error('expected an exact time')
    const sends = `Sends ${scheduleText(at.instant, userTimeZone())}`
    expect(
      await screen.findByText((_, element) => element?.tagName === 'P' && element.textContent === sends),
    ).toBeInTheDocument()
    await next(user, 'Review')

    const review = within(await screen.findByRole('region', { name: '1. Message' }, { timeout: 5000 }))
    expect(review.getByText('Order follow-up')).toBeInTheDocument()
    expect(screen.getByLabelText('Type')).toHaveValue('TEMPLATE')
    // The test send to the user's own number starts from the values typed.
    await user.click(screen.getByRole('button', { name: 'Send me a test' }))
    const test = within(await screen.findByRole('dialog', { name: 'Send a test' }))
    expect(test.getByRole('textbox', { name: 'Body {{1}}' })).toHaveValue('Ana')
    await user.click(test.getByRole('button', { name: 'Cancel' }))
    await user.click(screen.getByRole('button', { name: 'Schedule broadcast' }))

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/w\/ws_1\/broadcasts\/bc_/), {
      timeout: 5000,
    })
    const [body] = (await posted()) as Record<string, unknown>[]
    expect(body).toEqual({
      workspace: { id: ws },
      name: 'Order follow-up',
      type: 'TEMPLATE',
      template: { name: 'order_confirmation', language: 'en_GB' },
      headerTextParameters: ['NW-1'],
      bodyTextParameters: ['Ana', 'NW-1', '£10'],
      buttonUrlParameters: ['NW-1'],
      segments: [{ id: 'seg_1' }, { id: 'seg_2' }],
      scheduleDateTime: at.instant.toISOString(),
    })
  })
})

const SCHEDULED_AT = '2099-03-14T10:30:00.000Z'

/** A broadcast the API sends with campaign fields (and, for `newer`, fields newer than the spec). */
function campaign(id: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    workspace: { id: ws },
    name: 'Spring sale',
    type: 'PROMO',
    template: { name: 'order_confirmation', language: 'en_GB' },
    headerTextParameters: ['NW-7'],
    bodyTextParameters: ['Olivia', 'NW-7', '£5'],
    buttonUrlParameters: ['NW-7'],
    segments: [{ id: 'seg_2' }],
    ...extra,
  }
}

/** Logs of bc_4, "Spring sale": a person for each status and reply, in order. */
function springSaleLogs(people: (string | null)[][]) {
  return people.map(([status, reply], index) => ({
    broadcast: { id: 'bc_4', name: 'Spring sale' },
    recepientName: `Person ${index}`,
    countryCode: '44',
    phone: `770090000${index}`,
    status,
    reply,
    error: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:05:00.000Z',
  }))
}

function serveBroadcast(record: Record<string, unknown>) {
  demo.server.use(http.get(`*/v1/broadcasts/${String(record.id)}`, () => HttpResponse.json(record)))
}

describe('the composer refuses a launch', { timeout: 40_000 }, () => {
  it('names each step with a problem, links to it and focuses its first wrong field', async () => {
    const posted = captureBodies(demo, 'POST', /^\/v1\/broadcasts$/)
    const { user } = await openComposer(`/w/${ws}/broadcasts/new`)
    await user.type(screen.getByLabelText('Name'), 'Half done')
    await user.click(stepLink('Review'))
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Review'))
    expect(stepHeading()).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Send broadcast now' }))

    const refusal = await screen.findByRole('alert')
    expect(refusal).toHaveFocus()
    expect(refusal).toHaveTextContent('Not launched: 3 steps have problems.')
    expect(textsByRole(refusal, 'link')).toEqual(['Step 1: Message', 'Step 2: Values', 'Step 3: Audience'])
    expect(refusal).toHaveTextContent('Choose an approved template')
    expect(stepLink('Message')).toHaveAccessibleName('Step 1: Message, has a problem')
    expect(stepLink('When')).toHaveAccessibleName('Step 4: When, done')

    await user.click(within(refusal).getByRole('link', { name: 'Step 1: Message' }))
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Template' })).toHaveFocus())
    expect(screen.getByRole('combobox', { name: 'Template' })).toHaveAccessibleDescription(
      /Choose an approved template/,
    )
    expect(await posted()).toEqual([])
  })

  it('shows the server’s refusal in its words and keeps the form and its draft', async () => {
    serveBroadcast(campaign('bc_3'))
    demo.server.use(
      http.post('*/v1/broadcasts', () =>
        HttpResponse.json({ error: 'Segment seg_2 is being rebuilt' }, { status: 409 }),
      ),
    )
    const { user, router } = await openComposer(`/w/${ws}/broadcasts/new?from=bc_3`)
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Template' })).toHaveValue('order_confirmation (English (UK))'),
    )
    await user.type(screen.getByLabelText('Name'), ' again')
    await user.click(stepLink('Review'))
    await screen.findByRole('region', { name: '4. When' }, { timeout: 5000 })
    await user.click(screen.getByRole('button', { name: 'Send broadcast now' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('Segment seg_2 is being rebuilt')
    expect(screen.getByRole('button', { name: 'Send broadcast now' })).toHaveFocus()
    expect(router.state.location.pathname).toBe('/w/ws_1/broadcasts/new')
    expect(window.localStorage.getItem('inbox-console:broadcast-draft:ws_1')).toContain('Spring sale (copy) again')
  })
})

describe('the composer’s draft', { timeout: 40_000 }, () => {
  it('is restored after a reload, on the same step, with its template chosen again', async () => {
    const first = await openComposer(`/w/${ws}/broadcasts/new`)
    await first.user.type(screen.getByLabelText('Name'), 'Kept across reloads')
    await chooseTemplate(first.user, 'order_confirmation')
    await next(first.user, 'Values')
    await first.user.type(await screen.findByRole('textbox', { name: 'Body {{1}}' }, { timeout: 5000 }), 'Sam')
    first.unmount()

    const { user } = await openComposer(`/w/${ws}/broadcasts/new?step=values`)
    expect(await screen.findByText(/^Restored your draft from .+\.$/)).toBeInTheDocument()
    expect(await screen.findByRole('textbox', { name: 'Body {{1}}' }, { timeout: 5000 })).toHaveValue('Sam')
    expect(stepLink('Message')).toHaveAccessibleName('Step 1: Message, done')

    await user.click(screen.getByRole('button', { name: 'Start over' }))
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Message'))
    expect(screen.getByLabelText('Name')).toHaveValue('')
    expect(window.localStorage.getItem('inbox-console:broadcast-draft:ws_1')).toBeNull()
  })

  it('asks before the user leaves with work not launched', async () => {
    const { user, router } = await openComposer(`/w/${ws}/broadcasts/new`)
    await user.type(screen.getByLabelText('Name'), 'Not yet')
    await user.click(screen.getByRole('link', { name: 'All broadcasts' }))
    const dialog = await screen.findByRole('dialog', { name: 'Leave without launching?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(router.state.location.pathname).toBe('/w/ws_1/broadcasts/new')
    await user.click(screen.getByRole('link', { name: 'All broadcasts' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/w/ws_1/broadcasts'))
  })
})

describe('editing a scheduled broadcast', { timeout: 40_000 }, () => {
  it('PUTs the whole record as read, its unknown fields kept, with the changes', async () => {
    const newer = { channel: 'WHATSAPP_CLOUD', audience: { size: 2178 }, status: 'SCHEDULED' }
    const record = campaign('bc_2', { ...newer, scheduleDateTime: SCHEDULED_AT })
    serveBroadcast(record)
    const bodies: unknown[] = []
    demo.server.use(
      http.put('*/v1/broadcasts/bc_2', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>
        bodies.push(body)
        return HttpResponse.json(body)
      }),
    )
    const { user, router } = await openComposer(`/w/${ws}/broadcasts/bc_2/edit`, 'Edit “Spring sale”')
    const name = screen.getByLabelText('Name')
    await user.clear(name)
    await user.type(name, 'Spring sale, later')
    await user.click(stepLink('Review'))
    await screen.findByRole('region', { name: '4. When' }, { timeout: 5000 })
    expect(screen.getByLabelText('Type')).toHaveValue('PROMO')
    await user.click(screen.getByRole('button', { name: 'Schedule broadcast' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/w/ws_1/broadcasts/bc_2'), { timeout: 5000 })
    expect(bodies).toEqual([{ ...record, name: 'Spring sale, later' }])
  })
})

describe('starting from another broadcast', { timeout: 40_000 }, () => {
  it('duplicates its message, values and audience under a new name, with no send time', async () => {
    serveBroadcast(campaign('bc_3', { scheduleDateTime: SCHEDULED_AT, processedStats: { totalCount: 4 } }))
    const posted = captureBodies(demo, 'POST', /^\/v1\/broadcasts$/)
    const { user } = await openComposer(`/w/${ws}/broadcasts/new?from=bc_3`)
    expect(screen.getByLabelText('Name')).toHaveValue('Spring sale (copy)')
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Template' })).toHaveValue('order_confirmation (English (UK))'),
    )
    await user.click(stepLink('Review'))
    const values = await screen.findByRole('region', { name: '2. Values' }, { timeout: 5000 })
    expect(values).toHaveTextContent('Body {{1}}Olivia')
    expect(screen.getByRole('region', { name: '3. Audience' })).toHaveTextContent(
      'The segment “Lapsed buyers (90 days)”',
    )
    expect(screen.getByRole('region', { name: '4. When' })).toHaveTextContent('Now')
    await user.click(screen.getByRole('button', { name: 'Send broadcast now' }))

    await waitFor(async () => expect(await posted()).toHaveLength(1), { timeout: 5000 })
    const [body] = (await posted()) as Record<string, unknown>[]
    expect(body).toEqual({
      workspace: { id: ws },
      name: 'Spring sale (copy)',
      type: expect.any(String),
      template: { name: 'order_confirmation', language: 'en_GB' },
      headerTextParameters: ['NW-7'],
      bodyTextParameters: ['Olivia', 'NW-7', '£5'],
      buttonUrlParameters: ['NW-7'],
      segments: [{ id: 'seg_2' }],
    })
  })

  it('starts a retarget with its audience, counts it from the logs and warns of the STOP replies', async () => {
    const logs = springSaleLogs([
      ['delivered', 'STOP'],
      ['delivered', null],
      ['read', 'Stop please'],
      ['replied', 'unsubscribe'],
      ['replied', 'Love it, thanks'],
      ['failed', null],
    ])
    serveBroadcast(campaign('bc_4', { status: 'COMPLETED', completedAt: '2026-03-01T11:00:00.000Z' }))
    demo.server.use(
      http.get('*/v1/broadcasts/bc_4/logs', ({ request }) =>
        HttpResponse.json(new URL(request.url).searchParams.get('page') === '1' ? logs : []),
      ),
    )
    const { user } = await openComposer(`/w/${ws}/broadcasts/new?retarget=bc_4&engagement=delivered`)
    expect(screen.getByLabelText('Name')).toHaveValue('Spring sale — did not read')
    await user.click(stepLink('Audience'))
    expect(await screen.findByRole('radio', { name: /Did not read/ }, { timeout: 5000 })).toBeChecked()
    expect(await screen.findByText(/2 people, counted from 6 logs of “Spring sale”\./)).toBeInTheDocument()

    await user.click(stepLink('Review'))
    expect(await screen.findByText(/3 people replied STOP or the like/, {}, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByText(/since the service does not leave them out by itself/)).toBeInTheDocument()
    expect(screen.getByLabelText('Type')).toHaveValue('RETARGET')
  })
})

describe('a retarget to the people who replied', { timeout: 40_000 }, () => {
  /** bc_4 has 2 replies asking for no more messages, one reply that does not, and a STOP its retarget does not take. */
  function serveSourceWithOptOuts(answered: Promise<void> = Promise.resolve()) {
    const logs = springSaleLogs([
      ['replied', 'STOP'],
      ['replied', 'Please unsubscribe me'],
      ['replied', 'Love it, thanks'],
      ['read', null],
      ['delivered', 'STOP'],
    ])
    let logReads = 0
    serveBroadcast(campaign('bc_4', { status: 'COMPLETED', completedAt: '2026-03-01T11:00:00.000Z' }))
    demo.server.use(
      http.get('*/v1/broadcasts/bc_4/logs', async ({ request }) => {
        logReads += 1
        await answered
        return HttpResponse.json(new URL(request.url).searchParams.get('page') === '1' ? logs : [])
      }),
    )
    // A copy of a broadcast that went to them: its message and values are complete, only the audience is in question.
    const { segments: _, ...copied } = campaign('bc_5', {
      name: 'Spring follow-up',
      retargetBroadcast: { id: 'bc_4' },
      retargetEngagementType: 'replied',
    })
    serveBroadcast(copied)
    return { logReads: () => logReads }
  }

  it('is refused until the user ticks the box to include those who opted out, which the refusal focuses', async () => {
    const source = serveSourceWithOptOuts()
    const posted = captureBodies(demo, 'POST', /^\/v1\/broadcasts$/)
    const { user, router } = await openComposer(`/w/${ws}/broadcasts/new?from=bc_5`)
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Template' })).toHaveValue('order_confirmation (English (UK))'),
    )
    await user.click(stepLink('Review'))
    const warnings = await screen.findByRole('region', { name: 'Before you launch' }, { timeout: 5000 })
    expect(
      await within(warnings).findByText('2 people who replied to “Spring sale” asked for no more messages'),
    ).toBeInTheDocument()
    expect(within(warnings).getByRole('checkbox', { name: 'Include the 2 who opted out' })).not.toBeChecked()
    expect(within(warnings).getByRole('link', { name: 'Show the replies without opt-outs' })).toHaveAttribute(
      'href',
      `/w/${ws}/broadcasts/bc_4?status=replied&optOut=without#logs-heading`,
    )

    await user.click(screen.getByRole('button', { name: 'Send broadcast now' }))
    const refusal = await screen.findByRole('alert')
    expect(refusal).toHaveTextContent('Not launched: a step has a problem.')
    expect(textsByRole(refusal, 'link')).toEqual(['Step 3: Audience'])
    const why = 'Tick this to include the 2 who opted out, or show the replies without opt-outs instead.'
    expect(refusal).toHaveTextContent(why)
    await user.click(within(refusal).getByRole('link', { name: 'Step 3: Audience' }))
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Audience'), { timeout: 5000 })
    const box = await screen.findByRole('checkbox', { name: 'Include the 2 who opted out' }, { timeout: 5000 })
    await waitFor(() => expect(box).toHaveFocus())
    expect(box).toHaveAccessibleDescription(why)
    expect(await posted()).toEqual([])

    // A choice made for these people is not one for others: choosing again asks again.
    await user.click(box)
    await user.click(screen.getByRole('radio', { name: /^Read, no reply/ }))
    expect(screen.queryByRole('checkbox', { name: /who opted out$/ })).not.toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: /^Replied/ }))
    expect(await screen.findByRole('checkbox', { name: 'Include the 2 who opted out' })).not.toBeChecked()
    await user.click(screen.getByRole('checkbox', { name: 'Include the 2 who opted out' }))
    expect(window.localStorage.getItem('inbox-console:broadcast-draft:ws_1')).toContain('"includeOptOuts":true')

    await user.click(stepLink('Review'))
    expect(
      await screen.findByRole('checkbox', { name: 'Include the 2 who opted out' }, { timeout: 5000 }),
    ).toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Send broadcast now' }))
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/w\/ws_1\/broadcasts\/bc_/), {
      timeout: 5000,
    })
    const [body] = (await posted()) as Record<string, unknown>[]
    expect(body).toMatchObject({ retargetBroadcast: { id: 'bc_4' }, retargetEngagementType: 'replied' })
    expect(body).not.toHaveProperty('includeOptOuts')
    expect(body).not.toHaveProperty('segments')
    // The size, the check and the review share one read of the logs: one page.
    expect(source.logReads()).toBe(1)
  })

  it('launched while the replies are still checked, waits for them, then is refused', async () => {
    let answer = () => {}
    serveSourceWithOptOuts(new Promise<void>((resolve) => (answer = resolve)))
    const posted = captureBodies(demo, 'POST', /^\/v1\/broadcasts$/)
    const { user } = await openComposer(`/w/${ws}/broadcasts/new?from=bc_5`)
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Template' })).toHaveValue('order_confirmation (English (UK))'),
    )
    await user.click(stepLink('Review'))
    expect(
      await screen.findByText(
        'Checking the replies to “Spring sale” for people who asked for no more messages…',
        {},
        {
          timeout: 5000,
        },
      ),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Send broadcast now' }))
    expect(screen.getByRole('button', { name: 'Checking the replies for opt-outs…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()

    answer()
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Tick this to include the 2 who opted out',
    )
    expect(screen.getByRole('button', { name: 'Send broadcast now' })).not.toHaveAttribute('aria-disabled')
    expect(await posted()).toEqual([])
  })
})
