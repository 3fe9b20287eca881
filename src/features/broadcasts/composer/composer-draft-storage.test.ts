import { describe, expect, it } from 'vitest'
import { draftKey } from '@/app/drafts'
import { MemoryStorage } from '@/test/memory-storage'
import { composerDraftStorage } from './composer-draft-storage'
import { emptyComposerForm } from './composer-form'

const ws = 'ws_1'

describe('the composer’s draft', () => {
  it('loads a draft saved before the choice to include opt-outs existed, with it not made', () => {
    const storage = new MemoryStorage()
    const { includeOptOuts: _, ...older } = { ...emptyComposerForm('UTC'), name: 'Older draft' }
    const draft = { form: older, origin: 'new', visited: ['message'], checked: [] }
    storage.setItem(draftKey('broadcast', ws), JSON.stringify({ form: draft, savedAt: '2026-11-27T12:00:00.000Z' }))
    expect(composerDraftStorage.load(ws, storage)?.form.form).toEqual({
      ...emptyComposerForm('UTC'),
      name: 'Older draft',
      includeOptOuts: false,
    })
  })

  it('keeps the choice', () => {
    const storage = new MemoryStorage()
    const form = { ...emptyComposerForm('UTC'), includeOptOuts: true }
    composerDraftStorage.save(ws, { form, origin: 'new', visited: [], checked: [] }, storage)
    expect(composerDraftStorage.load(ws, storage)?.form.form.includeOptOuts).toBe(true)
  })
})
