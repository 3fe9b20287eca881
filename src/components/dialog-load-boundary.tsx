import { Component, type ReactNode } from 'react'
import { DialogLoadFailed } from './dialog-load-failed'

/** A dialog's code could not be fetched (offline, or a deploy replaced its chunk). */
export class DialogLoadError extends Error {
  constructor(cause: unknown) {
    super('The dialog’s code could not be loaded', { cause })
    this.name = 'DialogLoadError'
  }
}

interface DialogLoadBoundaryProps {
  /** Whether the dialog is meant to be open: the failure shows only then, and each opening tries again. */
  open: boolean
  onClose(): void
  /** A failure was caught: the next try (Try again, or opening again) must fetch anew. */
  onLoadFailed?(): void
  children: ReactNode
}

interface DialogLoadBoundaryState {
  open: boolean
  error: unknown
}

/** Shows a dialog's failed load, with a retry, in its place; any other error goes on to the boundary above. */
export class DialogLoadBoundary extends Component<DialogLoadBoundaryProps, DialogLoadBoundaryState> {
  state: DialogLoadBoundaryState = { open: this.props.open, error: null }

  static getDerivedStateFromError(error: unknown): Partial<DialogLoadBoundaryState> {
    return { error }
  }

  static getDerivedStateFromProps(
    { open }: DialogLoadBoundaryProps,
    state: DialogLoadBoundaryState,
  ): Partial<DialogLoadBoundaryState> | null {
    if (open === state.open) return null
    return open ? { open, error: null } : { open }
  }

  componentDidCatch() {
    this.props.onLoadFailed?.()
  }

  private retry = () => this.setState({ error: null })

  render() {
    const { error } = this.state
    if (!error) return this.props.children
    if (!(error instanceof DialogLoadError)) throw error
    return this.props.open ? <DialogLoadFailed onRetry={this.retry} onClose={this.props.onClose} /> : null
  }
}
