import { describe, expect, it } from 'vitest'
import { MemoryStorage } from '@/test/memory-storage'
import { markArrival, markSignedOut, takeArrival, takeSignedOut } from './arrival'

describe('arrival from the connect page', () => {
  it('is told once', () => {
    const storage = new MemoryStorage()
    expect(takeArrival(storage)).toBe(false)
    markArrival(storage)
    expect(takeArrival(storage)).toBe(true)
    expect(takeArrival(storage)).toBe(false)
  })

  it('is never told when storage refuses, and does not throw', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('denied')
      },
    } as unknown as Storage
    expect(() => markArrival(refusing)).not.toThrow()
    expect(takeArrival(refusing)).toBe(false)
  })
})

describe('the sign-out note for the connect page', () => {
  it('is told once, and apart from the arrival', () => {
    const storage = new MemoryStorage()
    expect(takeSignedOut(storage)).toBe(false)
    markSignedOut(storage)
    expect(takeArrival(storage)).toBe(false)
    expect(takeSignedOut(storage)).toBe(true)
    expect(takeSignedOut(storage)).toBe(false)
  })
})
