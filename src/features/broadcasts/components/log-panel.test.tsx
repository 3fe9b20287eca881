import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRef, useState } from 'react'
import { toast } from 'sonner'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { BroadcastLog } from '@/api/broadcasts'
import type { ListRow } from '@/api/list-rows'
import { makeLog } from '@/test/log-fixture'
import { LazyLogPanel } from './lazy-log-panel'
import { LogPanel } from './log-panel'

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))

beforeEach(() => {
  vi.mocked(toast.success).mockClear()
  vi.mocked(toast.error).mockClear()
})

const logs: BroadcastLog[] = [
  makeLog({ recepientName: 'Ada Lovelace' }),
  makeLog({
    recepientName: 'María José',
    countryCode: '+34',
    phone: '612345678',
    status: 'read',
    reply: 'Gracias!\n  See you soon',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:03:00.000Z',
  }),
  makeLog({
    recepientName: 'Grace Hopper',
    countryCode: '+1',
    phone: '2025550143',
    status: 'failed',
    error: '131026: Message undeliverable',
  }),
]

interface HarnessProps {
  rows?: readonly ListRow<BroadcastLog>[]
  onIndexChange?(index: number): void
  onClosed?(index: number): void
  position?(index: number): string
  Panel?: typeof LogPanel | typeof LazyLogPanel
}

/** A list of row buttons, as the table's rows: a click opens the panel, and closing it focuses the row shown last. */
function Harness({ rows = logs, onIndexChange, onClosed, position, Panel = LogPanel }: HarnessProps) {
  const [index, setIndex] = useState<number | null>(null)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  return (
    <>
      {rows.map((_, i) => (
        <button
          key={i}
          type="button"
          ref={(element) => void (buttons.current[i] = element)}
          onClick={() => setIndex(i)}
        >
          Row {i + 1}
        </button>
      ))}
      <Panel
        logs={rows}
        index={index}
        position={position}
        onIndexChange={(next) => {
          onIndexChange?.(next)
          setIndex(next)
        }}
        onClose={() => setIndex(null)}
        onClosed={(shown) => {
          onClosed?.(shown)
          buttons.current[shown]?.focus()
        }}
      />
    </>
  )
}

async function open(row: number, props: HarnessProps = {}) {
  const user = userEvent.setup()
  render(<Harness {...props} />)
  await user.click(screen.getByRole('button', { name: `Row ${row}` }))
  return { user, dialog: await screen.findByRole('dialog') }
}

/** After userEvent.setup(), which puts its own clipboard in place. */
function setClipboard(clipboard: Pick<Clipboard, 'writeText'> | undefined) {
  Object.defineProperty(window.navigator, 'clipboard', { value: clipboard, configurable: true })
}

const clock = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short' })

describe('LogPanel', () => {
  it('shows the whole record as text, named by the recipient', async () => {
    const { dialog } = await open(2)
    expect(dialog).toHaveAccessibleName('María José')
    expect(dialog).toHaveAccessibleDescription('Log 2 of 3 on this page')
    expect(within(dialog).getByText('+34 612345678')).toBeInTheDocument()
    expect(within(dialog).getByText('Spain (+34)')).toBeInTheDocument()
    expect(within(dialog).getByText('Read')).toBeInTheDocument()
    expect(
      within(dialog).getByText(`Read ${clock.format(new Date('2026-11-20T10:03:00.000Z'))}, 3 min after it was sent`),
    ).toBeInTheDocument()
    const reply = within(dialog).getByText(/Gracias!/, { selector: 'span' })
    expect(reply.textContent).toBe('Gracias!\n  See you soon')
    expect(reply).toHaveAttribute('dir', 'auto')
  })

  it('shows the error as sent and in words', async () => {
    const { dialog } = await open(3)
    expect(within(dialog).getByText('131026: Message undeliverable')).toBeInTheDocument()
    expect(within(dialog).getByText(/WhatsApp could not deliver the message/)).toBeInTheDocument()
  })

  it('shows a hostile name as text, never as HTML', async () => {
    const hostile = '<img src=x onerror=alert(1)>'
    const { dialog } = await open(1, { rows: [makeLog({ recepientName: hostile, reply: hostile })] })
    expect(within(dialog).getByRole('heading', { name: hostile })).toBeInTheDocument()
    expect(within(dialog).getAllByText(hostile).length).toBeGreaterThan(1)
    expect(document.querySelector('img')).toBeNull()
  })

  it('names a recipient without a name', async () => {
    const { dialog } = await open(1, { rows: [makeLog({ recepientName: '  ' })] })
    expect(dialog).toHaveAccessibleName('Unnamed recipient')
  })

  it('shows fields the spec does not know in the raw record', async () => {
    const withExtra: BroadcastLog = { ...makeLog(), campaignCost: 0.05, template: { name: 'winter' } }
    const { dialog } = await open(1, { rows: [withExtra] })
    const raw = within(dialog).getByText(/"campaignCost": 0.05/)
    expect(raw.tagName).toBe('PRE')
    expect(raw.textContent).toContain('"name": "winter"')
    expect(raw.textContent).toContain('"recepientName": "Ada Lovelace"')
  })

  it('shows a row of another shape as the API sent it', async () => {
    const unreadable = { unreadableRow: true, index: 0, problem: 'phone: expected string', raw: { phone: 7 } } as const
    const { dialog } = await open(1, { rows: [unreadable] })
    expect(dialog).toHaveAccessibleName('Unreadable log')
    expect(within(dialog).getByText(/phone: expected string/)).toBeInTheDocument()
    expect(within(dialog).getByText(/"phone": 7/)).toBeInTheDocument()
  })

  it('copies the full number, with a toast', async () => {
    const { user, dialog } = await open(2)
    const writeText = vi.fn(() => Promise.resolve())
    setClipboard({ writeText })
    await user.click(within(dialog).getByRole('button', { name: 'Copy number' }))
    expect(writeText).toHaveBeenCalledWith('+34 612345678')
    expect(toast.success).toHaveBeenCalledWith('Number copied')
  })

  it('says where the log sits among every log searched, as the table tells it', async () => {
    const { dialog } = await open(2, { position: (index) => `Match ${index + 101} of 250` })
    expect(dialog).toHaveAccessibleDescription('Match 102 of 250')
  })

  it('selects the number and says how to copy it when the browser does not let it copy', async () => {
    const { user, dialog } = await open(2)
    setClipboard({ writeText: () => Promise.reject(new Error('denied')) })
    await user.click(within(dialog).getByRole('button', { name: 'Copy number' }))
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(expect.stringMatching(/number is selected/)))
    expect(window.getSelection()?.toString()).toBe('+34 612345678')
  })

  it('steps with the buttons and the arrow keys, and announces the log', async () => {
    const onIndexChange = vi.fn()
    const { user, dialog } = await open(1, { onIndexChange })
    await user.click(within(dialog).getByRole('button', { name: 'Next' }))
    expect(onIndexChange).toHaveBeenLastCalledWith(1)
    expect(dialog).toHaveAccessibleName('María José')
    expect(within(dialog).getByText('María José, Log 2 of 3 on this page')).toHaveAttribute('aria-live', 'polite')

    await user.keyboard('{ArrowDown}')
    expect(onIndexChange).toHaveBeenLastCalledWith(2)
    await user.keyboard('{ArrowUp}')
    expect(onIndexChange).toHaveBeenLastCalledWith(1)
    await user.keyboard('{ArrowLeft}')
    expect(onIndexChange).toHaveBeenLastCalledWith(0)
    await user.keyboard('{ArrowRight}')
    expect(onIndexChange).toHaveBeenLastCalledWith(1)
    await user.click(within(dialog).getByRole('button', { name: 'Previous' }))
    expect(onIndexChange).toHaveBeenLastCalledWith(0)
    expect(onIndexChange).toHaveBeenCalledTimes(6)
  })

  it('steps right to left with ← to the next log and → to the previous one, as the buttons sit', async () => {
    document.documentElement.dir = 'rtl'
    try {
      const onIndexChange = vi.fn()
      const { user } = await open(2, { onIndexChange })
      await user.keyboard('{ArrowLeft}')
      expect(onIndexChange).toHaveBeenLastCalledWith(2)
      await user.keyboard('{ArrowRight}{ArrowRight}')
      expect(onIndexChange).toHaveBeenLastCalledWith(0)
      await user.keyboard('{ArrowDown}')
      expect(onIndexChange).toHaveBeenLastCalledWith(1)
      expect(onIndexChange).toHaveBeenCalledTimes(4)
    } finally {
      document.documentElement.removeAttribute('dir')
    }
  })

  it('is aria-disabled at the ends, keeping focus on the button', async () => {
    const onIndexChange = vi.fn()
    const { user, dialog } = await open(1, { onIndexChange })
    const previous = within(dialog).getByRole('button', { name: 'Previous' })
    expect(previous).toHaveAttribute('aria-disabled', 'true')
    expect(previous).toBeEnabled()
    await user.click(previous)
    await user.keyboard('{ArrowUp}')
    expect(onIndexChange).not.toHaveBeenCalled()
    expect(previous).toHaveFocus()

    const next = within(dialog).getByRole('button', { name: 'Next' })
    await user.click(next)
    await user.click(next)
    expect(next).toHaveAttribute('aria-disabled', 'true')
    await user.click(next)
    await user.keyboard('{ArrowDown}')
    expect(onIndexChange).toHaveBeenCalledTimes(2)
    expect(next).toHaveFocus()
  })

  it('hands focus back to the row shown last when it closes', async () => {
    const onClosed = vi.fn()
    const { user } = await open(1, { onClosed })
    await user.keyboard('{ArrowDown}')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(onClosed).toHaveBeenCalledWith(1)
    expect(screen.getByRole('button', { name: 'Row 2' })).toHaveFocus()
    // Radix's own return of focus, a task later, leaves it there.
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(screen.getByRole('button', { name: 'Row 2' })).toHaveFocus()
    expect(onClosed).toHaveBeenCalledTimes(1)
  })

  it('closes from its Close button', async () => {
    const onClosed = vi.fn()
    const { user, dialog } = await open(3, { onClosed })
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(onClosed).toHaveBeenCalledWith(2)
    expect(screen.getByRole('button', { name: 'Row 3' })).toHaveFocus()
  })
})

describe('LazyLogPanel', () => {
  it('puts nothing on the page until a row opens, then the panel', async () => {
    const onClosed = vi.fn()
    const user = userEvent.setup()
    render(<Harness Panel={LazyLogPanel} onClosed={onClosed} />)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Row 2' }))
    expect(await screen.findByRole('dialog', { name: 'María José' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(onClosed).toHaveBeenCalledWith(1)
  })
})
