import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { knownStatuses, statusLabel, statusMeaning } from '@/domain/template-statuses'
import { TemplateStatusBadge } from './template-status-badge'

const badge = (label: string) => screen.getByText(label).closest('[data-status]') as HTMLElement

describe('TemplateStatusBadge', () => {
  it('gives each status the dashboard knows its words, its own colour and its meaning on hover', () => {
    render(
      <>
        {knownStatuses.map((status) => (
          <TemplateStatusBadge key={status} status={status} />
        ))}
      </>,
    )
    const colours = knownStatuses.map((status) => {
      const element = badge(statusLabel(status))
      expect(element).toHaveAttribute('title', statusMeaning(status))
      expect(element.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
      return [...element.classList].filter((name) => name.startsWith('bg-')).join(' ')
    })
    expect(new Set(colours).size).toBe(knownStatuses.length)
  })

  it('shows any other status as sent, in neutral colours, never as markup', () => {
    render(<TemplateStatusBadge status={'<b>ARCHIVED</b>'} />)
    const element = badge('<b>ARCHIVED</b>')
    expect(element).toHaveClass('bg-white', 'text-slate-700')
    expect(element).toHaveAttribute('title', 'A status this dashboard does not know yet, named as the API sent it.')
    expect(element.querySelector('b')).toBeNull()
  })
})
