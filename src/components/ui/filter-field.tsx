import { cloneElement, useId, type ReactElement } from 'react'
import { cn } from '@/lib/cn'

interface FilterFieldProps {
  label: string
  /** The field's size and place in its filter bar. */
  className?: string
  /** The control; it receives the id its label names. */
  children: ReactElement<{ id?: string }>
}

/** A control of a filter bar, under its small label. */
export function FilterField({ label, className, children }: FilterFieldProps) {
  const id = useId()
  return (
    <div className={cn('space-y-1', className)}>
      <label htmlFor={id} className="block text-xs font-medium text-slate-700">
        {label}
      </label>
      {cloneElement(children, { id })}
    </div>
  )
}
