import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useLocation, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { readableRows, type ListRow } from '@/api/list-rows'
import type { Workspace } from '@/api/workspaces'
import { Combobox } from '@/components/combobox'
import { SWITCHER_LIMIT, workspaceQueries } from '@/resources/workspaces'

/** `/w/a/templates/tpl_1?page=2` -> `/w/b/templates`: keep the section, drop what belonged to the old workspace. */
export function switchWorkspacePath(pathname: string, workspaceId: string): string {
  const match = /^\/w\/[^/]+(?:\/([^/]+))?/.exec(pathname)
  const section = match?.[1]
  return `/w/${encodeURIComponent(workspaceId)}${section ? `/${section}` : ''}`
}

function listMessage(
  query: { isPending: boolean; isError: boolean; isPlaceholderData: boolean; data?: ListRow<Workspace>[] },
  searchText: string,
) {
  if (query.isError) return 'Could not load workspaces'
  if (query.isPending) return 'Loading workspaces…'
  if (query.isPlaceholderData) return 'Searching…'
  if (query.data?.length === 0) return searchText ? `No workspace matches “${searchText}”` : 'No workspaces yet'
  return undefined
}

/** The header's workspace picker: searches through the API as you type, and keeps the section you are in. */
export function WorkspaceSwitcher({ currentId, className }: { currentId: string | null; className?: string }) {
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const [searchText, setSearchText] = useState('')
  const list = useQuery({
    ...workspaceQueries.list({ searchText: searchText || undefined, limit: SWITCHER_LIMIT }),
    placeholderData: keepPreviousData,
  })
  const workspaces = readableRows(list.data ?? [])
  const listed = workspaces.find((workspace) => workspace.id === currentId)
  const detail = useQuery({ ...workspaceQueries.detail(currentId ?? ''), enabled: !!currentId && !listed })
  const current = listed ?? (currentId ? detail.data : undefined)

  return (
    <Combobox
      label="Workspace"
      labelClassName="sr-only md:not-sr-only"
      listLabel="Workspaces"
      className={className}
      options={workspaces}
      optionKey={(workspace) => workspace.id}
      optionLabel={(workspace) => workspace.title}
      value={current?.title ?? ''}
      selectedKey={currentId}
      placeholder={currentId && detail.isPending && !listed ? 'Loading…' : 'Choose a workspace'}
      onSelect={(workspace) => void navigate({ href: switchWorkspacePath(pathname, workspace.id) })}
      onSearch={setSearchText}
      message={listMessage(list, searchText)}
    />
  )
}
