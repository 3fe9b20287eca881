import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ListEmptyState } from './list-empty-state'

describe('ListEmptyState', () => {
  it('names the search that found nothing', () => {
    render(<ListEmptyState noun="segment" searchText="vip" page={1} />)
    expect(screen.getByText('No segment matches “vip”')).toBeInTheDocument()
    expect(screen.getByText('Try another name.')).toBeInTheDocument()
  })

  it('puts other filters before the search, with their own hint', () => {
    render(<ListEmptyState noun="broadcast" searchText="x" filteredHint="Try a later date." page={3} />)
    expect(screen.getByText('No broadcast matches these filters')).toBeInTheDocument()
    expect(screen.getByText('Try a later date.')).toBeInTheDocument()
  })

  it('says when a page is past the end', () => {
    render(<ListEmptyState noun="staff member" plural="staff" page={4} />)
    expect(screen.getByText('No more staff')).toBeInTheDocument()
    expect(screen.getByText('This page is past the last staff member.')).toBeInTheDocument()
  })

  it('says there is nothing yet, and what to do about it', () => {
    render(
      <ListEmptyState noun="webhook" page={1}>
        Create one with New webhook.
      </ListEmptyState>,
    )
    expect(screen.getByText('No webhooks yet')).toBeInTheDocument()
    expect(screen.getByText('Create one with New webhook.')).toBeInTheDocument()
  })
})
