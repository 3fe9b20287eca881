import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { connectAs } from '@/test/connect-as'
import { withDemoServer } from '@/test/demo-harness'
import { checks, openTemplatePage } from '@/test/builder-test-kit'

const { db } = withDemoServer()
const workspace = db.data.workspaces[0] ?? { id: 'ws_1', title: 'Workspace' }

beforeEach(() => connectAs())

// Alone in its file: the checks' code is not loaded yet, as in a browser that opens the builder for the first time.
describe('the builder’s checks, fetched when the user starts', () => {
  it('wait for the user, then check the draft, and a submit before they arrive waits for them', async () => {
    const { user } = await openTemplatePage(`/w/${workspace.id}/templates/new`, 'New WhatsApp template')
    expect(checks().getByText('The checks run as you write.')).toBeInTheDocument()
    expect(checks().queryByText('Ready to submit')).not.toBeInTheDocument()
    expect(checks().queryAllByRole('listitem')).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Submit for review' }))
    expect(await checks().findByText(/problems? to fix before submitting/)).toBeInTheDocument()
    const body = screen.getByLabelText('Body text')
    expect(body).toHaveAttribute('aria-invalid', 'true')
    expect(checks().getAllByRole('listitem').length).toBeGreaterThan(0)
  })
})
