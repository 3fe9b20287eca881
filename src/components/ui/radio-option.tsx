import type { ComponentProps, ReactNode } from 'react'

/** A radio button and its label beside it: a label of several lines wraps beside the button, level with its first. */
export function RadioOption({ children, ...input }: Omit<ComponentProps<'input'>, 'type'> & { children: ReactNode }) {
  return (
    <label className="flex items-start gap-2 text-sm text-slate-800">
      <input type="radio" className="mt-0.5 size-4 shrink-0 accent-indigo-600" {...input} />
      {children}
    </label>
  )
}
