import { queryOptions, useMutation } from '@tanstack/react-query'
import { createTemplate, getTemplate, listTemplates, type CreateTemplateRequest, type ListTemplatesParams } from '@/api/templates'
import { api } from '@/app/api'
import { resourceKeys } from '@/app/query-keys'

export const templateQueries = {
  all: () => resourceKeys.templates,
  list: (params: ListTemplatesParams) =>
    queryOptions({
      queryKey: [...templateQueries.all(), 'list', params] as const,
      queryFn: ({ signal }) => listTemplates(api, params, { signal }),
    }),
  detail: (templateId: string) =>
    queryOptions({
      queryKey: [...templateQueries.all(), 'detail', templateId] as const,
      queryFn: ({ signal }) => getTemplate(api, templateId, { signal }),
    }),
  /** Templates whose name contains `name`: the API's only way to ask whether a name is taken. */
  named: (workspaceId: string, name: string) =>
    queryOptions({
      queryKey: [...templateQueries.all(), 'named', workspaceId, name.toLowerCase()] as const,
      queryFn: ({ signal }) => listTemplates(api, { workspaceId, searchText: name, limit: 100 }, { signal }),
      staleTime: 5_000,
    }),
}

export function isNameTaken(templates: { template: { name: string } }[], name: string): boolean {
  const wanted = name.trim().toLowerCase()
  return templates.some((t) => t.template.name.toLowerCase() === wanted)
}

/** `meta.invalidates` refreshes everything under the templates root (lists, names, the overview's count) before the mutation resolves. */
export function useCreateTemplate() {
  return useMutation({
    mutationFn: (body: CreateTemplateRequest) => createTemplate(api, body),
    meta: { invalidates: ['templates'], handlesErrors: true },
    onSuccess: (created, _body, _result, { client }) => client.setQueryData(templateQueries.detail(created.id).queryKey, created),
  })
}
