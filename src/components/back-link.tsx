import { createLink } from '@tanstack/react-router'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import type { ComponentProps } from 'react'

function BackAnchor({ children, ...props }: ComponentProps<'a'>) {
  return (
    <a {...props} className="mb-3 inline-flex items-center gap-1 text-sm text-indigo-700 hover:underline">
      <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" /> {children}
    </a>
  )
}

/** Above a record's page: back to the list it belongs to, e.g. "All segments". */
export const BackLink = createLink(BackAnchor)
