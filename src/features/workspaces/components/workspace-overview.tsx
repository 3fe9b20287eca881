import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { ErrorState } from '@/components/error-state'
import { PageHeader } from '@/components/page-header'
import { TableSkeletonRows } from '@/components/table-skeleton'
import { Badge } from '@/components/ui/badge'
import { Table, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { overviewQueries } from '../overview-queries'
import { workspaceQueries } from '../queries'
import { CountCard } from './count-card'

const counted = [
  { resource: 'templates', label: 'WhatsApp templates' },
  { resource: 'broadcasts', label: 'Broadcasts' },
  { resource: 'segments', label: 'Segments' },
  { resource: 'staff', label: 'Staff members' },
] as const

function TeamTable({ workspaceId }: { workspaceId: string }) {
  const query = useQuery(overviewQueries.team(workspaceId))
  if (query.isError) return <ErrorState title="Could not load the team" error={query.error} onRetry={() => void query.refetch()} />
  return (
    <Table aria-label="Team in this workspace">
      <TableHead>
        <TableRow>
          <TableHeader>Name</TableHeader>
          <TableHeader>Email</TableHeader>
          <TableHeader>Status</TableHeader>
        </TableRow>
      </TableHead>
      <tbody>
        {query.isPending ? (
          <TableSkeletonRows columns={3} rows={4} />
        ) : query.data.length === 0 ? (
          <TableRow>
            <TableCell colSpan={3} className="text-center text-slate-600">
              No staff members in this workspace.
            </TableCell>
          </TableRow>
        ) : (
          query.data.map((member) => (
            <TableRow key={member.id}>
              <TableCell>{`${member.firstName} ${member.lastName}`}</TableCell>
              <TableCell>{member.email}</TableCell>
              <TableCell>{member.active ? <Badge tone="success">Active</Badge> : <Badge>Inactive</Badge>}</TableCell>
            </TableRow>
          ))
        )}
      </tbody>
    </Table>
  )
}

export function WorkspaceOverview({ workspaceId }: { workspaceId: string }) {
  const { data: workspace } = useSuspenseQuery(workspaceQueries.detail(workspaceId))
  return (
    <>
      <PageHeader title={workspace.title} description={<span className="font-mono text-xs">{workspace.id}</span>} />
      <section aria-labelledby="in-this-workspace">
        <h2 id="in-this-workspace" className="mb-3 text-base font-semibold text-slate-900">
          In this workspace
        </h2>
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {counted.map(({ resource, label }) => (
            <CountCard
              key={resource}
              workspaceId={workspace.id}
              resource={resource}
              label={label}
              link={resource === 'templates' ? { to: '/w/$workspaceId/templates', params: { workspaceId: workspace.id } } : undefined}
            />
          ))}
        </div>
      </section>
      <section aria-labelledby="team" className="mt-8">
        <h2 id="team" className="mb-3 text-base font-semibold text-slate-900">
          Team
        </h2>
        <TeamTable workspaceId={workspace.id} />
      </section>
    </>
  )
}
