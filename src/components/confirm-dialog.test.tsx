import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ConfirmDialog } from './confirm-dialog'
import { Button } from './ui/button'

/** Two rows with a delete button each; confirming removes the row, as a delete mutation would. */
function Rows({
  withFinalFocus,
  pending = false,
  onConfirm,
}: {
  withFinalFocus: boolean
  pending?: boolean
  onConfirm?(): void
}) {
  const [rows, setRows] = useState(['alpha', 'beta'])
  const [deleting, setDeleting] = useState<string | null>(null)
  return (
    <main>
      <h1>Tags</h1>
      <ul>
        {rows.map((row) => (
          <li key={row}>
            <Button onClick={() => setDeleting(row)}>Delete {row}</Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting ?? ''}?`}
        description="This cannot be undone."
        confirmLabel="Delete"
        pending={pending}
        onConfirm={() => {
          onConfirm?.()
          setRows((current) => current.filter((row) => row !== deleting))
          setDeleting(null)
        }}
        finalFocus={withFinalFocus ? () => screen.queryAllByRole('button', { name: /^Delete / })[0] : undefined}
      />
    </main>
  )
}

describe('ConfirmDialog', () => {
  it('returns focus to the opener when cancelled', async () => {
    render(<Rows withFinalFocus />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Delete alpha' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete alpha?' })).getByRole('button', { name: 'Cancel' }),
    )
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete alpha' })).toHaveFocus())
  })

  it('never leaves focus on <body>, not even for the moment between the dialog leaving and Radix returning focus', async () => {
    render(<Rows withFinalFocus />)
    const user = userEvent.setup()
    const opener = screen.getByRole('button', { name: 'Delete alpha' })
    await user.click(opener)
    const dialog = await screen.findByRole('dialog', { name: 'Delete alpha?' })
    fireEvent.keyDown(dialog, { key: 'Escape' })
    // Checked in the same task as the close: Radix's own focus return has not run yet.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(opener).toHaveFocus()
  })

  it('sends focus to the given target after the confirmed item (and its button) is gone', async () => {
    render(<Rows withFinalFocus />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Delete alpha' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete beta' })).toHaveFocus())
  })

  it('falls back to the page heading, never <body>, when the opener is gone and no target is given', async () => {
    render(<Rows withFinalFocus={false} />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Delete beta' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Tags' })).toHaveFocus())
  })

  it('marks the confirm button busy while pending and ignores presses', async () => {
    const onConfirm = vi.fn()
    render(<Rows withFinalFocus pending onConfirm={onConfirm} />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Delete alpha' }))
    const busy = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Working…' })
    expect(busy).toHaveAttribute('aria-disabled', 'true')
    await user.click(busy)
    expect(onConfirm).not.toHaveBeenCalled()
  })
})
