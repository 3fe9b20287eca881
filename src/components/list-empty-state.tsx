import type { ReactNode } from 'react'
import { EmptyState } from './empty-state'

export interface ListEmptyStateProps {
  /** One record, e.g. "segment". */
  noun: string
  plural?: string
  /** The search that found nothing. */
  searchText?: string
  searchHint?: string
  /** Filters other than the search are set: what to try instead. */
  filteredHint?: string
  page: number
  /** Title when the list has nothing at all; "No <plural> yet" by default. */
  noneTitle?: string
  /** What to do when there is nothing yet, e.g. how to create the first one. */
  children?: ReactNode
}

/** Why an API list came back empty, in the same words on every screen: a search, filters, a page past the end, or nothing yet. */
export function ListEmptyState({
  noun,
  plural = `${noun}s`,
  searchText,
  searchHint = 'Try another name.',
  filteredHint,
  page,
  noneTitle,
  children,
}: ListEmptyStateProps) {
  if (filteredHint) return <EmptyState title={`No ${noun} matches these filters`}>{filteredHint}</EmptyState>
  if (searchText) return <EmptyState title={`No ${noun} matches “${searchText}”`}>{searchHint}</EmptyState>
  if (page > 1) return <EmptyState title={`No more ${plural}`}>{`This page is past the last ${noun}.`}</EmptyState>
  return <EmptyState title={noneTitle ?? `No ${plural} yet`}>{children}</EmptyState>
}
