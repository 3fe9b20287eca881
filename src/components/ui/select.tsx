import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

export function Select({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn('h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm', className)}
      {...props}
    />
  )
}
