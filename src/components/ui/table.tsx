import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

export function Table({ className, ...props }: ComponentProps<'table'>) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className={cn('w-full border-collapse text-left text-sm', className)} {...props} />
    </div>
  )
}

export function TableHead(props: ComponentProps<'thead'>) {
  return <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600" {...props} />
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('border-b border-slate-100 last:border-0', className)} {...props} />
}

export function TableHeader({ className, ...props }: ComponentProps<'th'>) {
  return <th scope="col" className={cn('px-4 py-2.5 font-semibold', className)} {...props} />
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-4 py-3 align-middle text-slate-800', className)} {...props} />
}
