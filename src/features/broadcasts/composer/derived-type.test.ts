import { describe, expect, it } from 'vitest'
import { derivedType, typeSuggestions } from './derived-type'

const toSegments = (type: string) => ({ type, segments: [{ id: 'seg_1' }] })
const retarget = (type: string) => ({ type, retargetBroadcast: { id: 'bc_1' } })
const bare = (type: string) => ({ type })

describe('the type a broadcast gets from its audience', () => {
  it('is the type the workspace uses most for the same audience', () => {
    const broadcasts = [toSegments('promo'), toSegments('news'), toSegments('news'), retarget('again')]
    expect(derivedType('segments', broadcasts)).toBe('news')
    expect(derivedType('retarget', broadcasts)).toBe('again')
  })

  it('for segments, learns from records that name no audience; a retarget does not', () => {
    expect(derivedType('segments', [bare('client')])).toBe('client')
    expect(derivedType('retarget', [bare('client')])).toBe('RETARGET')
  })

  it('is TEMPLATE or RETARGET in a workspace with nothing to learn from', () => {
    expect(derivedType('segments', [])).toBe('TEMPLATE')
    expect(derivedType('retarget', [])).toBe('RETARGET')
  })

  it('suggests the workspace’s own types first, then the defaults, each once', () => {
    expect(typeSuggestions([bare('client'), toSegments('TEMPLATE'), bare(' ')])).toEqual([
      'client',
      'TEMPLATE',
      'RETARGET',
    ])
  })
})
