import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { isOptOutReply } from '@/domain/opt-out-reply'
import { sentBodies } from '@/test/app-test-helpers'
import { connectAs } from '@/test/connect-as'
import { withDemoServer } from '@/test/demo-harness'
import { renderApp } from '@/test/render-app'

const { db, server } = withDemoServer()
configure({ asyncUtilTimeout: 5000 })
const workspaceId = 'ws_1'
/** The seed's finished campaign: 300 logs, among its replies STOP, Baja, unsubscribe, "don't stop"… */
const FINISHED_CAMPAIGN_ID = 'bc_15'
const LOGS_PATH = `/v1/broadcasts/${FINISHED_CAMPAIGN_ID}/logs`
let logReads = 0

beforeEach(() => {
  connectAs()
  logReads = 0
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === LOGS_PATH) logReads += 1
  })
})

/** The seed's count, worked out apart from the form: the replied logs whose reply asks to stop. */
async function seededOptOuts() {
  const broadcast = db.data.broadcasts.find((b) => b.id === FINISHED_CAMPAIGN_ID)
  if (!broadcast) throw new Error(`the seed has no ${FINISHED_CAMPAIGN_ID}`)
  const logs = await db.logsFor(broadcast)
  return logs.filter((log) => log.status === 'replied' && isOptOutReply(log.reply)).length
}

describe('a segment retargeting the people who replied', { timeout: 30_000 }, () => {
  it('says how many opted out, and saves only once the user chooses to include them', async () => {
    const optOuts = await seededOptOuts()
    expect(optOuts).toBeGreaterThan(0)
    const posted = sentBodies(server)
    const user = userEvent.setup({ delay: null })
    renderApp(
      `/w/${workspaceId}/segments?new=1&name=Replied&retargetBroadcast=${FINISHED_CAMPAIGN_ID}&retargetEngagementType=replied`,
    )
    const dialog = await screen.findByRole('dialog', { name: 'New segment' })
    expect(
      await within(dialog).findByText(new RegExp(`^${optOuts} people who replied to “.+” asked for no more messages$`)),
    ).toBeVisible()
    const box = within(dialog).getByRole('checkbox', { name: `Include the ${optOuts} who opted out` })
    expect(box).not.toBeChecked()
    expect(within(dialog).getByRole('link', { name: 'Show the replies without opt-outs' })).toHaveAttribute(
      'href',
      `/w/${workspaceId}/broadcasts/${FINISHED_CAMPAIGN_ID}?status=replied&optOut=without#logs-heading`,
    )

    await user.click(within(dialog).getByRole('button', { name: 'Create segment' }))
    const refusal = `Tick this to include the ${optOuts} who opted out, or show the replies without opt-outs instead.`
    await waitFor(() => expect(box).toHaveFocus())
    expect(box).toHaveAccessibleDescription(refusal)
    expect(box).toHaveAttribute('aria-invalid', 'true')
    expect(posted).toEqual([])

    await user.click(box)
    await user.click(within(dialog).getByRole('button', { name: 'Create segment' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(posted).toEqual([
      { name: 'Replied', retargetBroadcast: { id: FINISHED_CAMPAIGN_ID }, retargetEngagementType: 'replied' },
    ])
    // Its 300 logs are one page, read once.
    expect(logReads).toBe(1)
  })

  it('asks again when chosen by hand, after another choice, and reads the logs no second time', async () => {
    const include = `Include the ${await seededOptOuts()} who opted out`
    const user = userEvent.setup({ delay: null })
    renderApp(`/w/${workspaceId}/segments?new=1&name=By+hand&retargetBroadcast=${FINISHED_CAMPAIGN_ID}`)
    const dialog = await screen.findByRole('dialog', { name: 'New segment' })
    const engagement = within(dialog).getByRole('combobox', { name: 'Retarget engagement' })
    await user.selectOptions(engagement, 'Read')
    expect(within(dialog).queryByRole('checkbox', { name: /who opted out$/ })).not.toBeInTheDocument()
    expect(logReads).toBe(0)

    await user.selectOptions(engagement, 'Replied')
    await user.click(await within(dialog).findByRole('checkbox', { name: include }))
    await user.selectOptions(engagement, 'Failed')
    expect(within(dialog).queryByRole('checkbox', { name: include })).not.toBeInTheDocument()
    await user.selectOptions(engagement, 'Replied')
    expect(await within(dialog).findByRole('checkbox', { name: include })).not.toBeChecked()
    expect(logReads).toBe(1)
  })
})
