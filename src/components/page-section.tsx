import type { ReactNode } from 'react'

/** A titled part of a page, named for screen readers by its heading. */
export function PageSection({
  id,
  title,
  className,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string
  title: ReactNode
  className?: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="mb-3 text-base font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  )
}
