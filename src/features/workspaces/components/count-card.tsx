import { t } from '@lingui/core/macro'
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { Link, type LinkProps } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { formatAtLeast } from '@/lib/format'
import { COUNT_LIMIT } from '@/resources/workspace-overview'

interface CountCardProps<Rows, Key extends QueryKey> {
  /** One of overviewQueries' counts. */
  count: UseQueryOptions<Rows, Error, number, Key>
  label: string
  /** The screen listing these records, once it exists. */
  link?: LinkProps
}

export function CountCard<Rows, Key extends QueryKey>({ count, label, link }: CountCardProps<Rows, Key>) {
  const query = useQuery(count)
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      {link ? (
        <Link {...link} className="text-sm font-medium text-indigo-700 hover:underline">
          {label}
        </Link>
      ) : (
        <p className="text-sm text-slate-600">{label}</p>
      )}
      {query.isPending ? (
        <Skeleton className="mt-2 h-8 w-16" />
      ) : query.isError ? (
        <div role="alert" className="mt-2 text-sm text-red-700">
          <p className="break-words">{query.error.message}</p>
          <Button size="sm" variant="ghost" className="-ms-3 mt-1" onClick={() => void query.refetch()}>
            {t`Try again`}
          </Button>
        </div>
      ) : (
        <p className="mt-1 text-3xl font-semibold text-slate-900">{formatAtLeast(query.data, COUNT_LIMIT)}</p>
      )}
    </div>
  )
}
