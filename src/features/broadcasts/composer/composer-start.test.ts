import { describe, expect, it } from 'vitest'
import type { Broadcast } from '@/api/broadcasts'
import { approvedTemplate } from '@/test/approved-template'
import { composerRequest, editChanges } from './composer-request'
import { newStart, originOf, startForm } from './composer-start'

const source = {
  id: 'bc_9',
  workspace: { id: 'ws_1' },
  name: 'Black Friday',
  type: 'PROMO',
  template: { name: 'order_confirmation', language: 'en_GB' },
  bodyTextParameters: ['Ana'],
  retargetBroadcast: { id: 'bc_1' },
  retargetEngagementType: 'read',
  scheduleDateTime: '2026-11-28T12:00:00.000Z',
} as Broadcast & { id: string }

const template = approvedTemplate('Hi {{1}}')

describe('where the composer starts', () => {
  it('copies a broadcast under a new name, with its values and audience and no send time', () => {
    const start = newStart({ from: 'bc_9' }, source)
    expect(originOf(start)).toBe('from:bc_9')
    const form = startForm(start, 'America/Sao_Paulo')
    expect(form).toMatchObject({
      name: 'Black Friday (copy)',
      template: { name: 'order_confirmation', language: 'en_GB' },
      templateValues: { body: ['Ana'] },
      audience: 'retarget',
      retarget: { broadcastId: 'bc_1', engagement: 'read' },
      when: 'now',
      typeEdited: false,
    })
  })

  it('sends to some of a broadcast’s people under a name that says which', () => {
    const form = startForm(newStart({ retarget: 'bc_9', engagement: 'delivered' }, source), 'UTC')
    expect(form).toMatchObject({
      name: 'Black Friday — did not read',
      audience: 'retarget',
      retarget: { broadcastId: 'bc_9', engagement: 'delivered' },
    })
  })

  it('edits a scheduled broadcast on the user’s clock, its type kept', () => {
    const form = startForm({ kind: 'edit', broadcast: source }, 'America/Sao_Paulo')
    expect(form).toMatchObject({
      type: 'PROMO',
      typeEdited: true,
      when: 'schedule',
      schedule: { date: '2026-11-28', time: '09:00', timeZone: 'America/Sao_Paulo', repeated: '' },
    })
  })
})

describe('what the composer sends', () => {
  it('is the template, its parameters, the audience and the UTC send time', () => {
    const form = startForm(newStart({ from: 'bc_9' }, source), 'UTC')
    const request = composerRequest(form, {
      workspaceId: 'ws_1',
      template,
      type: 'RETARGET',
      scheduledAt: new Date('2026-11-28T12:00:00Z'),
    })
    // The source's fields but its id, under a new name and type.
    const { id: _, ...copied } = source
    expect(request).toEqual({ ...copied, name: 'Black Friday (copy)', type: 'RETARGET' })
  })

  it('on an edit, drops the campaign fields it leaves out from the record it is laid over', () => {
    const form = { ...startForm({ kind: 'edit', broadcast: source }, 'UTC'), audience: 'segments' as const }
    form.segmentIds = ['seg_1']
    const changes = editChanges(composerRequest(form, { workspaceId: 'ws_1', template, type: 'PROMO' }))
    const body = JSON.parse(JSON.stringify({ ...source, ...changes })) as Record<string, unknown>
    expect(body).not.toHaveProperty('retargetBroadcast')
    expect(body).not.toHaveProperty('scheduleDateTime')
    expect(body).toMatchObject({ id: 'bc_9', segments: [{ id: 'seg_1' }], bodyTextParameters: ['Ana'] })
  })
})
