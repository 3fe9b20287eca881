import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/api-error'
import { DeletedError } from '@/resources/deleted-items'
import { RecordName } from './record-name'

const httpError = (status: number) =>
  new ApiError({ kind: 'http', status, message: 'No', operation: 'GET /v1/workspaces/ws_9' })

describe('RecordName', () => {
  it('shows the name once it is read, and nothing of the id', () => {
    const { container } = render(<RecordName id="ws_1" name="Northwind" pending={false} noun="workspace" />)
    expect(container).toHaveTextContent(/^Northwind$/)
  })

  it('says it is loading, without the id, while the name is read', () => {
    const { container } = render(<RecordName id="ws_1" name={undefined} pending noun="workspace" />)
    expect(screen.getByRole('status', { name: 'Loading the workspace’s name' })).toHaveTextContent('…')
    expect(container).not.toHaveTextContent('ws_1')
  })

  it.each([
    ['a 404', httpError(404), 'Workspace (not found)'],
    ['a deletion in this session', new DeletedError(), 'Workspace (deleted)'],
    ['a failed read', httpError(500), 'Workspace (name not loaded)'],
    ['a record without a name', undefined, 'Workspace (no name)'],
  ])('says what the record is, with a note and never its id, after %s', (_, error, text) => {
    const { container } = render(<RecordName id="ws_9" name="" pending={false} error={error} noun="workspace" />)
    expect(container).toHaveTextContent(new RegExp(`^${text.replace(/[()]/g, '\\$&')}$`))
    expect(container).not.toHaveTextContent('ws_9')
  })
})
