import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { fill } from '@/test/app-test-helpers'
import { connectAs } from '@/test/connect-as'
import { withDemoServer } from '@/test/demo-harness'
import { checks, openBuilder } from '@/test/builder-test-kit'

const { db } = withDemoServer()
const workspaceId = db.data.workspaces[0]?.id ?? 'ws_1'

beforeEach(() => connectAs())

/** The button's code comes once the body has a variable. */
const addExamples = () => screen.findByRole('button', { name: 'Add examples' })
const status = () =>
  within(screen.getByRole('button', { name: 'Add examples' }).parentElement as HTMLElement).getByRole('status')

describe('Add examples', { timeout: 30_000 }, () => {
  it('fills every empty example at once, header, body and link, from the words around each variable, keeping typed ones', async () => {
    const { user } = await openBuilder(workspaceId)
    await user.selectOptions(screen.getByLabelText('Header type'), 'TEXT')
    await fill(user, 'Header text', 'Order {{1}} confirmed')
    await fill(user, 'Body text', 'Hi {{1}}, your order {{2}} arrives on {{3}}.')
    await fill(user, 'Example for {{1}}', 'Ana')
    await user.click(screen.getByRole('button', { name: 'Add visit website button' }))
    await fill(user, 'Button 1 text', 'View order')
    await fill(user, 'Button 1 URL', 'https://shop.example/orders/{{1}}')

    await user.click(await addExamples())
    // The guesses' word lists load with the first press, if the pointer coming to the button has not loaded them.
    await waitFor(() => expect(screen.getByLabelText('Example for header {{1}}')).toHaveValue('#48213'))
    expect(screen.getByLabelText('Example for {{1}}')).toHaveValue('Ana')
    expect(screen.getByLabelText('Example for {{2}}')).toHaveValue('#48213')
    expect(screen.getByLabelText('Example for {{3}}')).toHaveValue('March 12')
    expect(screen.getByLabelText('Example for button 1 URL {{1}}')).toHaveValue('48213')
    expect(document.activeElement).toBe(screen.getByLabelText('Example for header {{1}}'))
    expect(status()).toHaveTextContent('Filled 4 examples: check they look like real values.')
    expect(checks().getByText('Every variable has an example value').closest('li')).toHaveAttribute(
      'data-status',
      'pass',
    )
    expect(within(screen.getByRole('figure', { name: 'Message preview' })).getByText(/March 12/)).toBeInTheDocument()

    const date = screen.getByLabelText('Example for {{3}}')
    await user.clear(date)
    await user.paste('Friday 4 December')
    expect(date).toHaveValue('Friday 4 December')
  })

  it("guesses in the template's language, focuses the first filled example, and says when nothing is left to fill", async () => {
    const { user } = await openBuilder(workspaceId)
    await user.clear(screen.getByLabelText('Language'))
    await user.paste('es_ES')
    await fill(user, 'Body text', 'Hola {{1}}, tu pedido {{2}} llega el {{3}}.')
    await fill(user, 'Example for {{2}}', 'PED-77')

    await user.click(await addExamples())
    await waitFor(() => expect(screen.getByLabelText('Example for {{1}}')).toHaveValue('Lucía'))
    expect(screen.getByLabelText('Example for {{2}}')).toHaveValue('PED-77')
    expect(screen.getByLabelText('Example for {{3}}')).toHaveValue('12 de marzo')
    expect(document.activeElement).toBe(screen.getByLabelText('Example for {{1}}'))
    expect(status()).toHaveTextContent('Filled 2 examples: check they look like real values.')

    await user.click(await addExamples())
    expect(status()).toHaveTextContent('Every example has a value already: nothing changed.')
    expect(screen.getByLabelText('Example for {{1}}')).toHaveValue('Lucía')
  })

  it('is offered only once the template has a variable', async () => {
    const { user } = await openBuilder(workspaceId)
    await fill(user, 'Body text', 'Thanks for shopping with us.')
    expect(screen.queryByRole('button', { name: 'Add examples' })).not.toBeInTheDocument()
    await fill(user, 'Body text', ' Your code: {{1}}.')
    expect(await screen.findByRole('button', { name: 'Add examples' })).toBeInTheDocument()
  })
})
