import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HOVER_DELAY_MS, LEAVE_DELAY_MS, placeTooltip, startTooltips } from './tooltips'

let stop: (() => void) | undefined

function renderButtons() {
  const user = userEvent.setup()
  stop = startTooltips()
  render(
    <>
      <button type="button" aria-label="Delete VIP" data-tooltip="">
        <svg aria-hidden />
      </button>
      <button type="button" aria-label="Copy template id" data-tooltip="Copy the id">
        <svg aria-hidden />
      </button>
      <button type="button" data-tooltip="<b>bold</b>">
        <span className="sr-only">Menu</span>
      </button>
    </>,
  )
  return {
    user,
    remove: screen.getByRole('button', { name: 'Delete VIP' }),
    copy: screen.getByRole('button', { name: 'Copy template id' }),
    menu: screen.getByRole('button', { name: 'Menu' }),
  }
}

const tooltip = () => screen.queryByRole('tooltip')

afterEach(() => {
  stop?.()
  stop = undefined
  vi.useRealTimers()
})

describe('the tooltip layer', () => {
  it('shows the aria-label at once on keyboard focus, without describing the button by its own name again', async () => {
    const { user, remove } = renderButtons()
    await user.tab()
    expect(remove).toHaveFocus()
    expect(tooltip()).toHaveTextContent('Delete VIP')
    expect(remove).not.toHaveAttribute('aria-describedby')
  })

  it('follows focus, and describes a button by a text that differs from its name until it hides', async () => {
    const { user, copy } = renderButtons()
    await user.tab()
    await user.tab()
    expect(tooltip()).toHaveTextContent('Copy the id')
    expect(copy).toHaveAccessibleDescription('Copy the id')
    await user.tab()
    expect(copy).not.toHaveAttribute('aria-describedby')
    expect(tooltip()).toHaveTextContent('<b>bold</b>')
  })

  it('hides when focus leaves', async () => {
    const { user, remove } = renderButtons()
    await user.tab()
    act(() => remove.blur())
    expect(tooltip()).not.toBeInTheDocument()
  })

  it('shows nothing when a press focuses the button', async () => {
    const { user, remove } = renderButtons()
    await user.pointer({ keys: '[MouseLeft>]', target: remove })
    expect(remove).toHaveFocus()
    expect(tooltip()).not.toBeInTheDocument()
    await user.pointer({ keys: '[/MouseLeft]', target: remove })
    expect(tooltip()).not.toBeInTheDocument()
  })

  it('shows after a short hover, stays while the pointer is on it, and hides soon after the pointer leaves', () => {
    vi.useFakeTimers()
    const { remove } = renderButtons()
    const icon = remove.firstChild as Element
    fireEvent.pointerOver(icon)
    act(() => vi.advanceTimersByTime(HOVER_DELAY_MS - 1))
    expect(tooltip()).not.toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(tooltip()).toHaveTextContent('Delete VIP')
    // From the icon to the button around it: still on the button.
    fireEvent.pointerOut(icon, { relatedTarget: remove })
    expect(tooltip()).toHaveTextContent('Delete VIP')
    // Across the gap and onto the tooltip itself: it stays, so its text can be read under a magnifier.
    fireEvent.pointerOut(remove, { relatedTarget: document.body })
    fireEvent.pointerOver(tooltip() as Element)
    act(() => vi.advanceTimersByTime(LEAVE_DELAY_MS))
    expect(tooltip()).toHaveTextContent('Delete VIP')
    // Off it, onto the page: as in a browser, the page hears the pointer come over it.
    fireEvent.pointerOut(tooltip() as Element, { relatedTarget: document.body })
    fireEvent.pointerOver(document.body)
    act(() => vi.advanceTimersByTime(LEAVE_DELAY_MS - 1))
    expect(tooltip()).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(tooltip()).not.toBeInTheDocument()
  })

  it('never shows for a hover that left before the delay', () => {
    vi.useFakeTimers()
    const { remove } = renderButtons()
    fireEvent.pointerOver(remove)
    fireEvent.pointerOut(remove)
    act(() => vi.advanceTimersByTime(HOVER_DELAY_MS))
    expect(tooltip()).not.toBeInTheDocument()
  })

  it('stays while the button keeps keyboard focus, whatever the pointer does', async () => {
    const { user, remove } = renderButtons()
    await user.tab()
    fireEvent.pointerOut(remove)
    expect(tooltip()).toHaveTextContent('Delete VIP')
  })

  it('hides on Escape and on a press, and follows its focused element when the page scrolls', async () => {
    const { user } = renderButtons()
    await user.tab()
    await user.keyboard('{Escape}')
    expect(tooltip()).not.toBeInTheDocument()
    await user.tab()
    expect(tooltip()).toBeInTheDocument()
    // Focus scrolls its element into view: the tooltip stays with it.
    fireEvent.scroll(document)
    expect(tooltip()).toBeInTheDocument()
    await user.keyboard('{Enter}')
    expect(tooltip()).not.toBeInTheDocument()
  })

  it('shows its text as text, never as markup', async () => {
    const { user } = renderButtons()
    await user.tab()
    await user.tab()
    await user.tab()
    expect(tooltip()).toHaveTextContent('<b>bold</b>')
    expect(tooltip()?.querySelector('b')).toBeNull()
  })

  it('leaves nothing behind once stopped', () => {
    const end = startTooltips()
    expect(document.querySelector('[role="tooltip"]')).not.toBeNull()
    end()
    expect(document.querySelector('[role="tooltip"]')).toBeNull()
  })
})

describe('placeTooltip', () => {
  const phone = { width: 390, height: 800 }
  const tip = { width: 256, height: 40 }
  const at = (left: number, top: number, size = 32) => new DOMRect(left, top, size, size)

  it('centres the tooltip below the element', () => {
    expect(placeTooltip(at(150, 100), tip, phone)).toEqual({ left: 150 + 16 - 128, top: 138 })
  })

  it('stays inside a 390 px wide viewport at either edge', () => {
    expect(placeTooltip(at(350, 100), tip, phone).left).toBe(390 - 8 - 256)
    expect(placeTooltip(at(0, 100), tip, phone).left).toBe(8)
  })

  it('goes above the element when there is no room below', () => {
    expect(placeTooltip(at(150, 750), tip, phone).top).toBe(750 - 6 - 40)
  })
})

describe('a hover tooltip', () => {
  it('hides when the page scrolls', () => {
    vi.useFakeTimers()
    const { remove } = renderButtons()
    fireEvent.pointerOver(remove)
    act(() => vi.advanceTimersByTime(HOVER_DELAY_MS))
    expect(tooltip()).toHaveTextContent('Delete VIP')
    fireEvent.scroll(document)
    expect(tooltip()).not.toBeInTheDocument()
  })
})
