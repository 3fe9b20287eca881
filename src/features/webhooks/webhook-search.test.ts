import { describe, expect, it } from 'vitest'
import { webhookListQuery, webhookSearchSchema } from './webhook-search'

describe('webhook list URL state', () => {
  it('keeps page and page size, and drops a search the API cannot do', () => {
    expect(webhookSearchSchema.parse({ page: '2', limit: '25', searchText: 'crm' })).toEqual({ page: 2, limit: 25 })
  })

  it('falls back to page 1 of 10 on bad values', () => {
    const search = webhookSearchSchema.parse({ page: '-1', limit: 'many' })
    expect(webhookListQuery(search)).toEqual({ page: 1, limit: 10 })
  })
})
