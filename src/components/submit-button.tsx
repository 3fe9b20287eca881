import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { Button, type ButtonProps } from './ui/button'

interface SubmitButtonProps extends Omit<ButtonProps, 'type'> {
  /** The submit is under way: the button says so and ignores presses. */
  pending: boolean
  /** What it reads while pending, e.g. "Saving…". */
  pendingLabel: string
  /** Before the label, in both states. */
  icon?: ReactNode
}

/**
 * A form's submit button. While pending it is aria-disabled, not disabled: a disabled button drops the focus to
 * <body>. A press while pending is ignored (Enter in a field presses it too).
 */
export function SubmitButton({ pending, pendingLabel, icon, children, className, ...props }: SubmitButtonProps) {
  return (
    <Button
      {...props}
      type="submit"
      aria-disabled={pending || undefined}
      className={cn(pending && 'cursor-not-allowed opacity-60', className)}
      onClick={pending ? (event) => event.preventDefault() : props.onClick}
    >
      {icon}
      {pending ? pendingLabel : children}
    </Button>
  )
}
