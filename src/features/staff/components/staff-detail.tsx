import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { PageHeader } from '@/components/page-header'
import { cn } from '@/lib/cn'
import { staffQueries } from '../queries'
import { staffName, staffPhone } from '../staff-format'
import { StaffStatusBadge } from './staff-status-badge'
import { StaffWorkspaces } from './staff-workspaces'

function Detail({ label, children, mono }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-600">{label}</dt>
      <dd className={cn('text-slate-900 [overflow-wrap:anywhere]', mono ? 'font-mono text-xs' : 'font-medium')}>{children}</dd>
    </div>
  )
}

export function StaffDetail({ workspaceId, staffId }: { workspaceId: string; staffId: string }) {
  const { data: member } = useSuspenseQuery(staffQueries.detail(staffId))
  return (
    <>
      <Link to="/w/$workspaceId/staff" params={{ workspaceId }} className="mb-3 inline-flex items-center gap-1 text-sm text-indigo-700 hover:underline">
        <ArrowLeft aria-hidden className="size-4" /> All staff
      </Link>
      <PageHeader title={staffName(member)} />
      <dl className="mb-8 grid grid-cols-1 gap-4 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <Detail label="Email">{member.email}</Detail>
        <Detail label="Phone">{staffPhone(member)}</Detail>
        <Detail label="Status">
          <StaffStatusBadge active={member.active} />
        </Detail>
        <Detail label="Staff id" mono>
          {member.id}
        </Detail>
      </dl>
      <section aria-labelledby="staff-workspaces">
        <h2 id="staff-workspaces" className="mb-3 text-base font-semibold text-slate-900">
          Workspaces
        </h2>
        <StaffWorkspaces workspaceIds={member.workspaces} />
      </section>
    </>
  )
}
