import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { retargetQueries } from './broadcasts'
import { isDeletedError, markDeleted } from './deleted-items'
import { resourceKeys } from './resource-roots'

describe('retargetQueries.broadcast', () => {
  it('does not ask the API for a broadcast deleted in this session: the read fails as deleted', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    markDeleted(client, resourceKeys.broadcasts, 'bc_gone')
    const error: unknown = await client
      .fetchQuery(retargetQueries.broadcast('bc_gone'))
      .catch((reason: unknown) => reason)
    expect(isDeletedError(error)).toBe(true)
  })
})
