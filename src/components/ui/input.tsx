import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'
import { textControlClass } from './text-control-class'

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(textControlClass, 'h-10 disabled:bg-slate-100', className)} {...props} />
}
