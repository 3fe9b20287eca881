import { describe, expect, it } from 'vitest'
import { fieldErrorsOf } from './server-field-errors'

describe('fieldErrorsOf', () => {
  it('reads a list of { field, message } and of { path, msg }, a path given as keys too', () => {
    expect(
      fieldErrorsOf({
        errors: [
          { field: 'name', message: 'Already taken' },
          { path: ['workspace', 'id'], msg: 'Unknown workspace' },
          { path: 'serverUrl', message: ['Use https', 'Too long'] },
        ],
      }),
    ).toEqual({ name: 'Already taken', 'workspace.id': 'Unknown workspace', serverUrl: 'Use https' })
  })

  it('reads a { field: message } record, under any of the usual keys', () => {
    expect(fieldErrorsOf({ fieldErrors: { name: ['Too short'], type: 'Unknown type' } })).toEqual({
      name: 'Too short',
      type: 'Unknown type',
    })
    expect(fieldErrorsOf({ issues: [{ path: ['events', 0], message: 'Unknown event' }] })).toEqual({
      'events.0': 'Unknown event',
    })
  })

  it('keeps the first message for a field and skips entries without a field or a message', () => {
    expect(
      fieldErrorsOf({
        errors: [
          { field: 'name', message: 'First' },
          { field: 'name', message: 'Second' },
          { field: '', message: 'No field' },
          { field: 'type', message: '  ' },
          { message: 'Nowhere' },
          'a string',
          null,
        ],
      }),
    ).toEqual({ name: 'First' })
  })

  it('finds nothing in the bodies the spec shows, or in no body at all', () => {
    expect(fieldErrorsOf({ error: 'Could not retrieve the account' })).toEqual({})
    expect(fieldErrorsOf({ message: 'Unauthorized' })).toEqual({})
    expect(fieldErrorsOf('<html></html>')).toEqual({})
    expect(fieldErrorsOf(undefined)).toEqual({})
    expect(fieldErrorsOf({ errors: 'Bad request' })).toEqual({})
  })
})
