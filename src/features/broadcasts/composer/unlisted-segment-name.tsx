import { useQuery } from '@tanstack/react-query'
import { segmentQueries } from '@/resources/segments'

/** A chosen segment the list did not offer (a duplicate of an older broadcast's): named once it is read. */
export function UnlistedSegmentName({ segmentId }: { segmentId: string }) {
  const { data, isPending } = useQuery(segmentQueries.detail(segmentId))
  return <>{data?.name ?? (isPending ? 'Loading the segment…' : 'A segment that was not found')}</>
}
