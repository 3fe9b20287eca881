import { useSuspenseQuery } from '@tanstack/react-query'
import { usePageTitle } from '@/app/page-title'
import { BackLink } from '@/components/back-link'
import { Detail, DetailList } from '@/components/detail-list'
import { PageHeader } from '@/components/page-header'
import { PageSection } from '@/components/page-section'
import { RecordIds } from '@/components/record-ids'
import { staffQueries } from '@/resources/staff'
import { staffName, staffPhone } from '../staff-format'
import { StaffReadOnlyNotice } from './staff-read-only-notice'
import { StaffStatusBadge } from './staff-status-badge'
import { StaffWorkspaces } from './staff-workspaces'

export function StaffDetail({ workspaceId, staffId }: { workspaceId: string; staffId: string }) {
  const { data: member } = useSuspenseQuery(staffQueries.detail(staffId))
  usePageTitle(staffName(member))
  return (
    <>
      <BackLink to="/w/$workspaceId/staff" params={{ workspaceId }}>
        All staff
      </BackLink>
      <PageHeader title={staffName(member)} description={<StaffReadOnlyNotice />} />
      <DetailList className="sm:grid-cols-3">
        <Detail label="Email">{member.email}</Detail>
        <Detail label="Phone">{staffPhone(member)}</Detail>
        <Detail label="Status">
          <StaffStatusBadge active={member.active} />
        </Detail>
      </DetailList>
      <RecordIds
        className="mt-3 mb-8"
        ids={[
          { label: 'Staff id', value: member.id },
          { label: 'Workspace ids', value: member.workspaces.join(', ') },
        ]}
      />
      <PageSection id="staff-workspaces" title="Workspaces">
        <StaffWorkspaces workspaceIds={member.workspaces} />
      </PageSection>
    </>
  )
}
