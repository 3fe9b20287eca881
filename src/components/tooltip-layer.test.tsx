import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { TooltipLayer } from './tooltip-layer'

describe('TooltipLayer', () => {
  it('loads the tooltips when focus first reaches an element that has one, and shows that element’s', async () => {
    const user = userEvent.setup()
    const { unmount } = render(
      <>
        <TooltipLayer />
        <button type="button">Save</button>
        <button type="button" aria-label="Delete VIP" data-tooltip="">
          <svg aria-hidden />
        </button>
      </>,
    )
    await user.tab()
    expect(document.querySelector('[role="tooltip"]')).toBeNull()
    await user.tab()
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Delete VIP')
    unmount()
    expect(document.querySelector('[role="tooltip"]')).toBeNull()
  })
})
