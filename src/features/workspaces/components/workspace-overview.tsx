import { i18n } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { type Staff } from '@/api/staff'
import { navItems } from '@/app/navigation'
import { type Column } from '@/components/data-table/column'
import { DataTable } from '@/components/data-table/data-table'
import { EmptyState } from '@/components/empty-state'
import { ErrorState } from '@/components/error-state'
import { PageHeader } from '@/components/page-header'
import { PageSection } from '@/components/page-section'
import { RecordIds } from '@/components/record-ids'
import { Badge } from '@/components/ui/badge'
import { overviewQueries } from '@/resources/workspace-overview'
import { workspaceQueries } from '@/resources/workspaces'
import { CountCard } from './count-card'

const counted = [
  { resource: 'templates', label: msg`WhatsApp templates` },
  { resource: 'broadcasts', label: msg`Broadcasts` },
  { resource: 'segments', label: msg`Segments` },
  { resource: 'staff', label: msg`Staff members` },
] as const

const accountCounted = [
  { resource: 'contactTags', navId: 'contact-tags', label: msg`Contact tags` },
  { resource: 'webhooks', navId: 'webhooks', label: msg`Webhooks` },
] as const

const teamColumns = (): Column<Staff>[] => [
  {
    id: 'name',
    header: t`Name`,
    primary: true,
    className: 'break-words sm:min-w-40',
    cell: (member) => `${member.firstName} ${member.lastName}`,
  },
  { id: 'email', header: t`Email`, className: '[overflow-wrap:anywhere]', cell: (member) => member.email },
  {
    id: 'status',
    header: t`Status`,
    cell: (member) => (member.active ? <Badge tone="success">{t`Active`}</Badge> : <Badge>{t`Inactive`}</Badge>),
  },
]

function TeamTable({ workspaceId }: { workspaceId: string }) {
  const query = useQuery(overviewQueries.team(workspaceId))
  const columns = useMemo(() => teamColumns(), [])
  if (query.isError)
    return <ErrorState title={t`Could not load the team`} error={query.error} onRetry={() => void query.refetch()} />
  return (
    <DataTable
      label={t`Team in this workspace`}
      columns={columns}
      rows={query.data ?? []}
      getRowKey={(member) => member.id}
      empty={<EmptyState title={t`No staff members in this workspace.`} />}
      pending={query.isPending}
      skeletonRows={4}
    />
  )
}

export function WorkspaceOverview({ workspaceId }: { workspaceId: string }) {
  const { data: workspace } = useSuspenseQuery(workspaceQueries.detail(workspaceId))
  const items = navItems(workspace.id)
  const screens = items.filter((item) => item.onOverview)
  return (
    <>
      <PageHeader title={workspace.title} />
      <PageSection id="in-this-workspace" title={t`In this workspace`}>
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {counted.map(({ resource, label }) => (
            <CountCard
              key={resource}
              count={overviewQueries.count(workspace.id, resource)}
              label={i18n._(label)}
              link={screens.find((item) => item.id === resource)?.link}
            />
          ))}
        </div>
      </PageSection>
      <PageSection id="across-the-account" title={t`Across the account`} className="mt-8">
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {accountCounted.map(({ resource, navId, label }) => (
            <CountCard
              key={resource}
              count={overviewQueries.accountCount(resource)}
              label={i18n._(label)}
              link={items.find((item) => item.id === navId)?.link}
            />
          ))}
        </div>
      </PageSection>
      <PageSection id="team" title={t`Team`} className="mt-8">
        <TeamTable workspaceId={workspace.id} />
      </PageSection>
      <RecordIds className="mt-8" ids={[{ label: t`Workspace id`, value: workspace.id }]} />
    </>
  )
}
