import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { windowClosedWords } from '@/domain/whatsapp-errors'
import type { SentMessage } from '@/resources/sent-messages'
import { SendFailure, SendOutcome, SendOutcomeBadge, sendOutcomeText } from './send-outcome'

const sent = (answer: Partial<SentMessage> = {}): SentMessage => ({
  endpoint: 'whatsappText',
  recipient: '+447700900123',
  sentAt: '2030-01-01T12:00:00.000Z',
  id: 'msg_1',
  status: 'queued',
  error: '',
  ...answer,
})

describe('sendOutcomeText', () => {
  it('gives the status of a send without an error', () => {
    expect(sendOutcomeText(sent(), 'WhatsApp text')).toBe('WhatsApp text to +447700900123: queued.')
    expect(sendOutcomeText(sent({ status: '', error: null }), 'WhatsApp text')).toBe(
      'WhatsApp text to +447700900123: no status.',
    )
  })

  it('says a send with an error failed, whatever its status, and why in plain words when it can', () => {
    expect(sendOutcomeText(sent({ error: '131026: Message undeliverable' }), 'WhatsApp text')).toMatch(
      /^WhatsApp text to \+447700900123: failed\. WhatsApp could not deliver the message/,
    )
    expect(sendOutcomeText(sent({ error: '(#131047) Re-engagement message' }), 'Test of “promo”')).toBe(
      `Test of “promo” to +447700900123: failed. ${windowClosedWords}`,
    )
    expect(sendOutcomeText(sent({ error: ' Provider hiccup ' }), 'WhatsApp text')).toBe(
      'WhatsApp text to +447700900123: failed: Provider hiccup',
    )
  })
})

describe('SendOutcome', () => {
  it('shows a failed send as Failed, with the error in words and as the API gave it', () => {
    render(<SendOutcome sent={sent({ error: '131026: Message undeliverable' })} />)
    expect(screen.getByText('Failed')).toBeInTheDocument()
    expect(screen.getByText('Status given: Queued')).toBeInTheDocument()
    expect(screen.getByText(/^WhatsApp could not deliver the message/)).toBeInTheDocument()
    expect(screen.getByText('131026: Message undeliverable')).toHaveAttribute('dir', 'auto')
  })

  it('shows a send without an error by its status in words, and its id under Technical details', () => {
    render(<SendOutcome sent={sent({ scheduledFor: '2030-01-02T09:30:00.000Z' })} />)
    expect(screen.getByText('Queued')).toBeInTheDocument()
    expect(screen.getByText(sent().id).closest('details')).toHaveTextContent(/^Technical detailsMessage id/)
    expect(screen.queryByText('Failed')).not.toBeInTheDocument()
    expect(screen.getByText('None')).toBeInTheDocument()
    expect(screen.getByText('Scheduled for')).toBeInTheDocument()
  })

  it('offers a template instead for a window error only, when it is given the way', async () => {
    const onSendTemplate = vi.fn()
    const { rerender } = render(<SendOutcome sent={sent({ error: '470: outside the window' })} />)
    expect(screen.getByText(windowClosedWords)).toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()

    rerender(<SendOutcome sent={sent({ error: '131026: Undeliverable' })} onSendTemplate={onSendTemplate} />)
    expect(screen.queryByRole('button')).not.toBeInTheDocument()

    rerender(<SendOutcome sent={sent({ error: '131047: Re-engagement message' })} onSendTemplate={onSendTemplate} />)
    await userEvent.click(screen.getByRole('button', { name: 'Send a template instead' }))
    expect(onSendTemplate).toHaveBeenCalledOnce()
  })
})

describe('SendOutcomeBadge and SendFailure', () => {
  it('show markup in an error as text', () => {
    const markup = '<img src=x onerror="alert(1)"> bad'
    const { container } = render(
      <>
        <SendOutcomeBadge sent={sent({ error: markup })} />
        <SendFailure error={markup} />
      </>,
    )
    expect(screen.getByText('Failed')).toBeInTheDocument()
    expect(screen.getByText(markup)).toBeInTheDocument()
    expect(container.querySelector('img')).toBeNull()
  })
})
