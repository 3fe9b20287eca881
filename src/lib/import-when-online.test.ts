import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { importWhenOnline } from './import-when-online'

const connection = { onLine: true }
const setOnline = (online: boolean) => (connection.onLine = online)

beforeEach(() => {
  setOnline(true)
  vi.stubGlobal('navigator', connection)
  vi.stubGlobal('window', new EventTarget())
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('importWhenOnline', () => {
  it('gives what the import gives', async () => {
    await expect(importWhenOnline(() => Promise.resolve('module'))).resolves.toBe('module')
  })

  it('offline, waits for the connection and tries again', async () => {
    setOnline(false)
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('module')
    const result = importWhenOnline(load)
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1))
    await Promise.resolve()
    expect(load).toHaveBeenCalledTimes(1)
    setOnline(true)
    window.dispatchEvent(new Event('online'))
    await expect(result).resolves.toBe('module')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('online, tries three more times, half a second apart and growing, then fails', async () => {
    vi.useFakeTimers()
    const load = vi.fn().mockRejectedValue(new Error('gone'))
    const result = importWhenOnline(load)
    const failed = expect(result).rejects.toThrow('gone')
    await vi.advanceTimersByTimeAsync(499)
    expect(load).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1 + 1000 + 2000)
    await failed
    expect(load).toHaveBeenCalledTimes(4)
  })
})
