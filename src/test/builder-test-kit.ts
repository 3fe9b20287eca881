import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Template, TemplateBody } from '@/api/templates'
import { renderApp } from '@/test/render-app'
import { loadTemplateChecks } from '@/features/templates/use-template-checks'
import { preloadFixes } from '@/features/templates/components/use-one-click-fix'

/** Renders the app at a template page once its heading shows (the route's code loads on first use: a loaded machine may take a while). */
export async function openTemplatePage(path: string, heading: string) {
  const view = renderApp(path)
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 })
  return { ...view, user: userEvent.setup() }
}

/** A workspace's new-template builder. */
export const openBuilder = (workspaceId: string) =>
  openTemplatePage(`/w/${workspaceId}/templates/new`, 'New WhatsApp template')

/** The builder's checks panel. */
export const checks = () => within(screen.getByRole('region', { name: 'Checks' }))

/** Stores a template in the demo API's workspace, as created on 1 November. */
export function storeTemplate(
  db: { data: { templates: Template[] } },
  workspace: { id: string; title: string },
  id: string,
  template: TemplateBody,
): Template {
  const stored: Template = {
    id,
    template,
    workspace: { id: workspace.id, title: workspace.title },
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
  }
  db.data.templates.push(stored)
  return stored
}

/**
 * The builder's checks and fixes, loaded before a test: the app fetches them once the user starts on a draft or
 * asks for a fix (template-builder-lazy-checks.test.tsx proves that), and a test about what they say starts there.
 */
export function loadBuilderChecks() {
  return Promise.all([loadTemplateChecks(), preloadFixes()])
}
