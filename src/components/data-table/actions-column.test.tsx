import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import Copy from 'lucide-react/icons/copy'
import { actionsColumn } from './actions-column'
import { IconAction } from '../extra-action'
import { ColumnCells, ColumnHeaderRow } from './column-cells'
import { Table, TableBody, TableHead, TableRow } from '../ui/table'

interface Row {
  id?: string
  name: string
}

function renderColumn(rows: Row[], column: ReturnType<typeof actionsColumn<Row>>) {
  render(
    <Table aria-label="Rows">
      <TableHead>
        <ColumnHeaderRow columns={[column]} />
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.name}>
            <ColumnCells columns={[column]} row={row} />
          </TableRow>
        ))}
      </TableBody>
    </Table>,
  )
  return userEvent.setup()
}

describe('actionsColumn', () => {
  it('gives each row an Edit and a Delete button named after it', async () => {
    const edit = vi.fn()
    const remove = vi.fn()
    const user = renderColumn([{ name: 'VIP' }, { name: 'Trial' }], actionsColumn({ edit, remove }))
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Edit Trial' }))
    expect(edit).toHaveBeenCalledWith({ name: 'Trial' })
    await user.click(screen.getByRole('button', { name: 'Delete VIP' }))
    expect(remove).toHaveBeenCalledWith({ name: 'VIP' })
  })

  it('shows only the actions given, extra ones first', () => {
    renderColumn(
      [{ name: 'VIP' }],
      actionsColumn({ remove: vi.fn(), extra: (row) => <button type="button">Copy {row.name}</button> }),
    )
    const buttons = screen
      .getAllByRole('button')
      .map((button) => button.textContent || button.getAttribute('aria-label'))
    expect(buttons).toEqual(['Copy VIP', 'Delete VIP'])
  })

  it('offers a row’s own actions in place of Edit and Delete, after the extra ones', () => {
    renderColumn(
      [{ id: 'own', name: 'Scheduled' }, { name: 'Plain' }],
      actionsColumn<Row>({
        edit: vi.fn(),
        remove: vi.fn(),
        extra: (row) => <IconAction action={{ label: `Copy ${row.name}`, icon: Copy, onClick: vi.fn() }} />,
        instead: (row) =>
          row.id ? <IconAction action={{ label: `Cancel ${row.name}`, icon: Copy, onClick: vi.fn() }} /> : undefined,
      }),
    )
    const [, own, plain] = screen.getAllByRole('row')
    const labels = (row: HTMLElement) =>
      within(row)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label'))
    expect(labels(own as HTMLElement)).toEqual(['Copy Scheduled', 'Cancel Scheduled'])
    expect(labels(plain as HTMLElement)).toEqual(['Copy Plain', 'Edit Plain', 'Delete Plain'])
  })

  it('says why a row cannot be changed instead of offering its buttons', () => {
    renderColumn(
      [{ name: 'No id' }, { id: 'r2', name: 'With id' }],
      actionsColumn<Row>({ edit: vi.fn(), unavailable: (row) => (row.id ? undefined : 'No id: cannot be changed') }),
    )
    const [, first, second] = screen.getAllByRole('row')
    expect(within(first as HTMLElement).getByText('No id: cannot be changed')).toBeInTheDocument()
    expect(within(first as HTMLElement).queryByRole('button')).not.toBeInTheDocument()
    expect(within(second as HTMLElement).getByRole('button', { name: 'Edit With id' })).toBeInTheDocument()
  })
})
