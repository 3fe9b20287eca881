import { describe, expect, it, vi } from 'vitest'
import { idleValue } from './idle-value'

function manualSchedule() {
  const pending: (() => void)[] = []
  return {
    schedule: (work: () => void) => void pending.push(work),
    runIdle: () => pending.splice(0).forEach((work) => work()),
  }
}

describe('idleValue', () => {
  it('makes nothing as the module loads, only once the browser is idle', () => {
    const { schedule, runIdle } = manualSchedule()
    const create = vi.fn(() => ({}))
    idleValue(create, schedule)
    expect(create).not.toHaveBeenCalled()
    runIdle()
    expect(create).toHaveBeenCalledTimes(1)
  })

  it('makes the value at once when it is needed before the browser is idle, and never again', () => {
    const { schedule, runIdle } = manualSchedule()
    const create = vi.fn(() => ({ made: true }))
    const get = idleValue(create, schedule)
    const first = get()
    runIdle()
    expect(get()).toBe(first)
    expect(create).toHaveBeenCalledTimes(1)
  })

  it('keeps a falsy value instead of making it again', () => {
    const { schedule, runIdle } = manualSchedule()
    const create = vi.fn((): undefined => undefined)
    const get = idleValue(create, schedule)
    runIdle()
    get()
    expect(create).toHaveBeenCalledTimes(1)
  })

  it('schedules itself on the real idle queue by default', async () => {
    const create = vi.fn(() => 1)
    idleValue(create)
    await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(1))
  })
})
