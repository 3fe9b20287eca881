import type { KeyboardEvent } from 'react'
import { towardEnd } from '@/lib/direction'

const steps: Partial<Record<string, number>> = { ArrowUp: -1, ArrowDown: 1 }
const sideways: Partial<Record<string, number>> = { ArrowLeft: -1, ArrowRight: 1 }

const isTextField = (target: EventTarget) =>
  target instanceof HTMLElement && (target.isContentEditable || target.matches('input, textarea, select'))

/**
 * A keydown handler that steps -1 on ↑ or ←, +1 on ↓ or → (← and → the other way round right to left); keys with a
 * modifier, and keys typed in a field, pass.
 */
export const onStepKeys = (step: (delta: number) => void) => (event: KeyboardEvent) => {
  const across = sideways[event.key]
  const delta = steps[event.key] ?? (across && towardEnd(event.currentTarget, across))
  if (!delta || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
  if (isTextField(event.target)) return
  event.preventDefault()
  step(delta)
}
