import { screen } from '@testing-library/react'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { connectAs } from '@/test/connect-as'
import { withDemoServer } from '@/test/demo-harness'
import { checks, loadBuilderChecks, openBuilder } from '@/test/builder-test-kit'

beforeAll(loadBuilderChecks)

const { db } = withDemoServer()
const workspaceId = db.data.workspaces[0]?.id ?? 'ws_1'

beforeEach(() => connectAs())

const statusOf = (label: string) => checks().getByText(label).closest('li')?.getAttribute('data-status')
const body = () => screen.getByLabelText('Body text')

describe('the link, punctuation and category fixes', () => {
  it('makes an http:// link https://, collapses “!!!” and makes a promotional Utility template Marketing', async () => {
    const { user } = await openBuilder(workspaceId)
    await user.click(body())
    // A Utility template WhatsApp rejects three times over.
    await user.paste('Your order has shipped!!! Track it here: http://northwind-retail.example/track and get 10% off.')

    await user.click(checks().getByRole('button', { name: 'Use https://' }))
    expect(body()).toHaveValue(
      'Your order has shipped!!! Track it here: https://northwind-retail.example/track and get 10% off.',
    )
    expect(statusOf('Links start with https://')).toBe('pass')
    expect(checks().getByRole('status')).toHaveTextContent('Changed http:// to https:// in the body.')

    await user.click(checks().getByRole('button', { name: 'Use one mark' }))
    expect(body()).toHaveValue(
      'Your order has shipped! Track it here: https://northwind-retail.example/track and get 10% off.',
    )
    expect(statusOf('No runs of punctuation such as “!!!” or “???”')).toBe('pass')

    await user.click(checks().getByRole('button', { name: 'Make it Marketing' }))
    expect(screen.getByLabelText('Category')).toHaveValue('MARKETING')
    expect(document.activeElement).toBe(screen.getByLabelText('Category'))
    expect(checks().queryByText('A Utility template has no sales or promotional wording')).not.toBeInTheDocument()
    expect(statusOf('A marketing template offers an opt-out')).toBe('fail')

    await user.click(checks().getByRole('button', { name: 'Undo' }))
    expect(screen.getByLabelText('Category')).toHaveValue('UTILITY')
  }, 15_000)
})
