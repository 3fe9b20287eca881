import { toast } from 'sonner'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { saveResource } from './save-resource'

vi.mock('sonner', () => ({ toast: { success: vi.fn() } }))

beforeEach(() => vi.mocked(toast.success).mockClear())

describe('saveResource', () => {
  it('creates, names the created item in a toast, and hands it on', async () => {
    const create = vi.fn(async (body: { name: string }) => ({ id: 'b1', name: `${body.name}!` }))
    const onCreated = vi.fn()
    await saveResource({ create, onCreated })({ name: 'Spring sale' })
    expect(create).toHaveBeenCalledWith({ name: 'Spring sale' })
    expect(toast.success).toHaveBeenCalledWith('Created “Spring sale!”')
    expect(onCreated).toHaveBeenCalledWith({ id: 'b1', name: 'Spring sale!' })
  })

  it('updates instead when editing, and names what was sent', async () => {
    const create = vi.fn(async (body: { name: string }) => body)
    const update = vi.fn(async () => ({}))
    const onCreated = vi.fn()
    await saveResource({ create, update, onCreated })({ name: 'Renamed' })
    expect(update).toHaveBeenCalledWith({ name: 'Renamed' })
    expect(create).not.toHaveBeenCalled()
    expect(onCreated).not.toHaveBeenCalled()
    expect(toast.success).toHaveBeenCalledWith('Saved “Renamed”')
  })

  it('says nothing when the server refuses: the form shows it', async () => {
    const refused = saveResource({ create: () => Promise.reject(new Error('No')) })
    await expect(refused({ name: 'X' })).rejects.toThrow('No')
    expect(toast.success).not.toHaveBeenCalled()
  })
})
