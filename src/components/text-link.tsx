import { createLink } from '@tanstack/react-router'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

function TextAnchor({ className, ...props }: ComponentProps<'a'>) {
  return <a {...props} className={cn('font-medium text-indigo-700 hover:underline', className)} />
}

/** A link in the app's link look, to a typed route (as the router's Link). */
export const TextLink = createLink(TextAnchor)
