import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'
import { textControlClass } from './text-control-class'

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(textControlClass, 'py-2', className)} {...props} />
}
