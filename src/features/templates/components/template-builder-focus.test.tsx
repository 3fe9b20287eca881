import { screen } from '@testing-library/react'
import type userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { connectAs } from '@/test/connect-as'
import { withDemoServer } from '@/test/demo-harness'
import { checks, openBuilder } from '@/test/builder-test-kit'

const { db } = withDemoServer()
const workspaceId = db.data.workspaces[0]?.id ?? 'ws_1'

beforeEach(() => connectAs())

function expectFocusOn(element: HTMLElement) {
  expect(document.activeElement).not.toBe(document.body)
  expect(document.activeElement).toBe(element)
}

async function addQuickReplies(user: ReturnType<typeof userEvent.setup>, ...texts: string[]) {
  for (const [index, text] of texts.entries()) {
    await user.click(screen.getByRole('button', { name: 'Add quick reply button' }))
    await user.type(screen.getByLabelText(`Button ${index + 1} text`), text)
  }
}

const buttonTexts = () =>
  screen.queryAllByLabelText(/^Button \d text$/).map((input) => (input as HTMLInputElement).value)

describe('template builder focus', () => {
  it('moves focus to a new button, even when adding it disables the control that was pressed', async () => {
    const { user } = await openBuilder(workspaceId)
    await user.click(screen.getByRole('button', { name: 'Add visit website button' }))
    expectFocusOn(screen.getByLabelText('Button 1 text'))
    await user.click(screen.getByRole('button', { name: 'Add visit website button' }))
    expect(screen.getByRole('button', { name: 'Add visit website button' })).toBeDisabled()
    expectFocusOn(screen.getByLabelText('Button 2 text'))
  })

  it('after removing a button, focuses the next button, else the previous one, else the control that adds one', async () => {
    const { user } = await openBuilder(workspaceId)
    await addQuickReplies(user, 'Yes', 'Maybe', 'No')

    await user.click(screen.getByRole('button', { name: 'Remove button 2' }))
    expect(buttonTexts()).toEqual(['Yes', 'No'])
    expectFocusOn(screen.getByLabelText('Button 2 text'))

    await user.click(screen.getByRole('button', { name: 'Remove button 2' }))
    expect(buttonTexts()).toEqual(['Yes'])
    expectFocusOn(screen.getByLabelText('Button 1 text'))

    await user.click(screen.getByRole('button', { name: 'Remove button 1' }))
    expect(buttonTexts()).toEqual([])
    expectFocusOn(screen.getByRole('button', { name: 'Add quick reply button' }))
  })

  it('keeps focus on the moved button when reordering by keyboard', async () => {
    const { user } = await openBuilder(workspaceId)
    await addQuickReplies(user, 'A', 'B', 'C')

    screen.getByRole('button', { name: 'Move button 1 down' }).focus()
    await user.keyboard('{Enter}')
    expect(buttonTexts()).toEqual(['B', 'A', 'C'])
    expectFocusOn(screen.getByRole('button', { name: 'Move button 2 down' }))

    await user.keyboard('{Enter}')
    expect(buttonTexts()).toEqual(['B', 'C', 'A'])
    // At the bottom "down" is disabled, so focus stays with the moved button on its other arrow.
    expectFocusOn(screen.getByRole('button', { name: 'Move button 3 up' }))

    await user.keyboard('{Enter}')
    expect(buttonTexts()).toEqual(['B', 'A', 'C'])
    expectFocusOn(screen.getByRole('button', { name: 'Move button 2 up' }))
  })

  it('after "Discard draft", focuses the name field', async () => {
    const first = await openBuilder(workspaceId)
    await first.user.type(screen.getByLabelText('Name'), 'half_done')
    first.unmount()

    const { user } = await openBuilder(workspaceId)
    await user.click(await screen.findByRole('button', { name: 'Discard draft' }))
    expect(screen.queryByRole('button', { name: 'Discard draft' })).not.toBeInTheDocument()
    expect(screen.getByLabelText('Name')).toHaveValue('')
    expectFocusOn(screen.getByLabelText('Name'))
  })

  it("focuses the header's example once Add variable has made it", async () => {
    const { user } = await openBuilder(workspaceId)
    await user.selectOptions(screen.getByLabelText('Header type'), 'TEXT')
    await user.type(screen.getByLabelText('Header text'), 'Order')
    await user.click(screen.getByRole('button', { name: 'Add variable', description: /end of the header/ }))
    expect(screen.getByLabelText('Header text')).toHaveValue('Order {{1}}')
    expectFocusOn(screen.getByLabelText('Example for header {{1}}'))
  })
})

describe('Go to field', () => {
  it('takes an over-long text header to the header text, not the header type', async () => {
    const { user } = await openBuilder(workspaceId)
    await user.selectOptions(screen.getByLabelText('Header type'), 'TEXT')
    await user.type(screen.getByLabelText('Header text'), 'x'.repeat(61))
    await user.click(checks().getByRole('button', { name: 'Go to field: A text header has 1 to 60 characters' }))
    expectFocusOn(screen.getByLabelText('Header text'))
  })

  it("takes a media header's missing sample to the sample URL", async () => {
    const { user } = await openBuilder(workspaceId)
    await user.selectOptions(screen.getByLabelText('Header type'), 'IMAGE')
    await user.click(
      checks().getByRole('button', { name: 'Go to field: An image, video or document header has a sample file' }),
    )
    expectFocusOn(screen.getByLabelText('Sample image URL'))
  })
})
