import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Pagination } from './pagination'

describe('Pagination', () => {
  it('offers Next after a full page, and the previous page after page 1', async () => {
    const onPageChange = vi.fn()
    render(<Pagination page={2} limit={10} rowCount={10} onPageChange={onPageChange} />)
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }))
    expect(onPageChange.mock.calls).toEqual([[3], [1]])
  })

  it('leaves unavailable buttons focusable but inert, announced as disabled', async () => {
    const onPageChange = vi.fn()
    render(<Pagination page={1} limit={10} rowCount={4} onPageChange={onPageChange} />)
    for (const name of ['Previous', 'Next']) {
      const button = screen.getByRole('button', { name })
      expect(button).toHaveAttribute('aria-disabled', 'true')
      await userEvent.click(button)
      expect(button).toHaveFocus()
    }
    await userEvent.keyboard('{Enter}')
    expect(onPageChange).not.toHaveBeenCalled()
  })

  it('changes the page size from the labelled select', async () => {
    const onLimitChange = vi.fn()
    render(<Pagination page={1} limit={10} rowCount={10} onPageChange={() => {}} onLimitChange={onLimitChange} />)
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25')
    expect(onLimitChange).toHaveBeenCalledWith(25)
  })

  it('says "Page 1" alone when the total is unknown', () => {
    render(<Pagination page={1} limit={10} rowCount={10} onPageChange={() => {}} />)
    expect(screen.getByText('Page 1')).toBeInTheDocument()
  })

  it('with the number of pages, says "Page 2 of 3" and offers Next up to the last page only', async () => {
    const onPageChange = vi.fn()
    const { rerender } = render(<Pagination page={2} limit={10} pageCount={3} onPageChange={onPageChange} />)
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(onPageChange).toHaveBeenCalledWith(3)

    rerender(<Pagination page={3} limit={10} pageCount={3} onPageChange={onPageChange} />)
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByRole('button', { name: 'Previous' })).not.toHaveAttribute('aria-disabled')
  })
})
