import { useQuery } from '@tanstack/react-query'
import { Skeleton } from '@/components/ui/skeleton'
import { accountQueries } from '@/resources/account'

export function AccountName() {
  const query = useQuery(accountQueries.info())
  if (query.isPending) return <Skeleton className="h-4 w-32" />
  if (query.isError) return <span className="text-sm text-slate-500">Account unavailable</span>
  return (
    <span className="max-w-48 truncate text-sm font-medium text-slate-800" title={query.data.name}>
      {query.data.name}
    </span>
  )
}
