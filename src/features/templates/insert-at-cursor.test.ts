import { describe, expect, it } from 'vitest'
import { insertAtCursor } from './insert-at-cursor'

describe('insertAtCursor', () => {
  it('inserts at the caret and puts the caret after the token', () => {
    expect(insertAtCursor('Hi , welcome', '{{1}}', 3, 3)).toEqual({ text: 'Hi {{1}}, welcome', caret: 8 })
  })

  it('replaces a selection', () => {
    expect(insertAtCursor('Hi NAME!', '{{1}}', 3, 7)).toEqual({ text: 'Hi {{1}}!', caret: 8 })
  })

  it('appends when there is no caret, and clamps out-of-range positions', () => {
    expect(insertAtCursor('Hi', '{{1}}', null, null)).toEqual({ text: 'Hi{{1}}', caret: 7 })
    expect(insertAtCursor('Hi', '{{1}}', 99, 120)).toEqual({ text: 'Hi{{1}}', caret: 7 })
  })
})
