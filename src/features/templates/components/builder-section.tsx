import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

/** One part of the template builder: a fieldset named by its legend. */
export function BuilderSection({
  title,
  className,
  children,
  ...props
}: ComponentProps<'fieldset'> & { title: string }) {
  return (
    <fieldset className={cn('space-y-4', className)} {...props}>
      <legend className="mb-2 text-base font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  )
}
