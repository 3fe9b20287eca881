import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Component, useState, type ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { lazyComponent, PartSlot, type LazyComponent } from './lazy-component'
import { Button } from './ui/button'
import { asDialog, Dialog, DialogContent } from './ui/dialog'

// The test setup loads every lazy dialog, sheet and panel up front; these tests are about the loading itself.
vi.unmock('./lazy-component')
// A failed fetch is the dialog's at once here; waiting for the connection and the retries are importWhenOnline's
// (import-when-online.test.ts).
vi.mock('@/lib/import-when-online', () => ({ importWhenOnline: <T,>(load: () => Promise<T>) => load() }))

interface ThingDialogProps {
  open: boolean
  onOpenChange(open: boolean): void
  name: string
}

function ThingDialog({ open, onOpenChange, name }: ThingDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={`New ${name}`}>
        <Button onClick={() => onOpenChange(false)}>Done</Button>
      </DialogContent>
    </Dialog>
  )
}

const thingModule = { ThingDialog }

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((onResolve, onReject) => {
    resolve = onResolve
    reject = onReject
  })
  return { promise, resolve, reject }
}

class CatchAll extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {}
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  render() {
    return this.state.error ? <p>Caught: {this.state.error.message}</p> : this.props.children
  }
}

function Screen({ ThingForm }: { ThingForm: LazyComponent<ThingDialogProps> }) {
  const [open, setOpen] = useState(false)
  return (
    <main>
      <Button onClick={() => setOpen(true)} onPointerEnter={ThingForm.preload} onFocus={ThingForm.preload}>
        New thing
      </Button>
      <Button>Elsewhere</Button>
      <ThingForm open={open} onOpenChange={setOpen} name="thing" />
    </main>
  )
}

function renderScreen(load: () => Promise<typeof thingModule>) {
  const ThingForm = lazyComponent(() => load().then((module) => module.ThingDialog), asDialog)
  const view = render(
    <CatchAll>
      <Screen ThingForm={ThingForm} />
    </CatchAll>,
  )
  return { ...view, ThingForm, user: userEvent.setup() }
}

const opener = () => screen.getByRole('button', { name: 'New thing' })

/** Clicks the opener of a dialog whose chunk cannot be fetched until `connect` is called. */
async function openWithoutConnection() {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  let connected = false
  const load = vi.fn(() =>
    connected
      ? Promise.resolve(thingModule)
      : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  )
  const { user } = renderScreen(load)
  await user.click(opener())
  return { load, user, connect: () => (connected = true) }
}

/** Closes the open dialog, and checks focus is back on the button that opened it. */
async function closeAndExpectFocusBack(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('dialog', { name: 'New thing' })
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement))
  await user.keyboard('{Escape}')
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  expect(opener()).toHaveFocus()
}

describe('lazyComponent as a dialog', () => {
  it('renders nothing, and fetches nothing, until it is opened or preloaded', async () => {
    const load = vi.fn(() => Promise.resolve(thingModule))
    const { container, user } = renderScreen(load)
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }))
    expect(load).not.toHaveBeenCalled()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(container.querySelector('main')?.children).toHaveLength(2)
  })

  it('starts fetching once on the intent to open, however often it is shown, and opens at once when loaded', async () => {
    const load = vi.fn(() => Promise.resolve(thingModule))
    const { user, ThingForm } = renderScreen(load)
    await user.hover(opener())
    await user.unhover(opener())
    await user.hover(opener())
    ThingForm.preload()
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await act(async () => {})
    await user.click(opener())
    expect(screen.getByRole('dialog', { name: 'New thing' })).toBeInTheDocument()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    await closeAndExpectFocusBack(user)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('says it is opening while the code is on the way, then opens, and closing returns focus to the opener', async () => {
    const loading = deferred<typeof thingModule>()
    const load = vi.fn(() => loading.promise)
    const { user } = renderScreen(load)
    await user.click(opener())
    expect(screen.getByRole('status')).toHaveTextContent('Opening…')
    expect(opener()).toHaveFocus()

    await act(async () => loading.resolve(thingModule))
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    await closeAndExpectFocusBack(user)

    await user.click(opener())
    await closeAndExpectFocusBack(user)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('says so when the code cannot be fetched, and Try again fetches it anew and opens it', async () => {
    const { load, connect, user } = await openWithoutConnection()
    expect(await screen.findByRole('alert')).toHaveTextContent('This could not open')
    const retry = screen.getByRole('button', { name: 'Try again' })
    expect(retry).toHaveFocus()

    const tries = load.mock.calls.length
    connect()
    await user.click(retry)
    await closeAndExpectFocusBack(user)
    expect(load).toHaveBeenCalledTimes(tries + 1)
  })

  it('shows a failure that arrives late once, without fetching again on its own', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const load = vi.fn(
      () => new Promise<typeof thingModule>((_resolve, reject) => setTimeout(() => reject(new Error('gone')), 20)),
    )
    const { user } = renderScreen(load)
    await user.click(opener())
    expect(await screen.findByRole('alert')).toHaveTextContent('This could not open')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('closes the failure back to the opener, and tries again when opened again', async () => {
    const { connect, user } = await openWithoutConnection()
    await user.click(await screen.findByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(opener()).toHaveFocus()

    connect()
    await user.click(opener())
    await closeAndExpectFocusBack(user)
  })

  it('leaves an error of the dialog itself to the error boundary above', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    function Broken(): ReactNode {
      throw new Error('Broken dialog')
    }
    const load = () => Promise.resolve({ ThingDialog: Broken as unknown as typeof ThingDialog })
    const { user } = renderScreen(load)
    await user.click(opener())
    expect(await screen.findByText('Caught: Broken dialog')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
  })
})

describe('lazyComponent as a part', () => {
  const Note = ({ text }: { text: string }) => <p>{text}</p>

  it('fetches its code when first shown, with its slot’s line until it is here', async () => {
    const loading = deferred<typeof Note>()
    const load = vi.fn(() => loading.promise)
    const LazyNote = lazyComponent(load)
    expect(load).not.toHaveBeenCalled()

    render(
      <PartSlot loading="Loading the note…">
        <LazyNote text="Hello" />
      </PartSlot>,
    )
    expect(screen.getByRole('status')).toHaveTextContent('Loading the note…')
    await act(async () => loading.resolve(Note))
    expect(screen.getByText('Hello')).toBeInTheDocument()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('shows at once when preloaded, and a preload fails when its code cannot be fetched', async () => {
    const LazyNote = lazyComponent(() => Promise.resolve(Note))
    await LazyNote.preload()
    render(
      <PartSlot loading="Loading the note…">
        <LazyNote text="Hello" />
      </PartSlot>,
    )
    expect(screen.getByText('Hello')).toBeInTheDocument()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()

    await expect(lazyComponent(() => Promise.reject(new Error('gone'))).preload()).rejects.toThrow('gone')
  })
})
