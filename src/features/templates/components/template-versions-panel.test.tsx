import { configure, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { TemplateBody } from '@/api/templates'
import { connectAs } from '@/test/connect-as'
import { withDemoServer } from '@/test/demo-harness'
import { openTemplatePage, storeTemplate } from '@/test/builder-test-kit'

const { db } = withDemoServer()
configure({ asyncUtilTimeout: 5000 })
const workspace = db.data.workspaces[0] ?? { id: 'ws_1', title: 'Workspace' }

beforeEach(() => connectAs())

const version = (language: string, status: string, text: string, name = 'parcel_probe'): TemplateBody => ({
  category: 'UTILITY',
  language,
  name,
  status,
  components: [{ type: 'BODY', text }],
})

describe('the languages of a template, on its page', { timeout: 30_000 }, () => {
  it('shows every version of the name side by side, marks this one and links to the others', async () => {
    storeTemplate(db, workspace, 'tpl_parcel_en', version('en_GB', 'APPROVED', 'Your parcel is on its way.'))
    storeTemplate(db, workspace, 'tpl_parcel_es', version('es', 'REJECTED', 'Tu paquete está en camino.'))
    storeTemplate(db, workspace, 'tpl_parcel_v2', version('fr', 'APPROVED', 'Votre colis arrive.', 'parcel_probe_v2'))
    await openTemplatePage(`/w/${workspace.id}/templates/tpl_parcel_en`, 'parcel_probe')

    const panel = within(screen.getByRole('region', { name: 'Languages' }))
    expect(await panel.findByText('2 languages of parcel_probe in this workspace.')).toBeInTheDocument()
    const [english, spanish, ...others] = panel.getAllByRole('listitem')
    expect(others).toEqual([])
    expect(english).toHaveAttribute('aria-current', 'page')
    expect(within(english as HTMLElement).getByRole('heading', { level: 3 })).toHaveTextContent(
      'English (UK) (this page)Approved',
    )
    expect(english).toHaveTextContent('Your parcel is on its way.')
    expect(within(spanish as HTMLElement).getByRole('link', { name: 'Spanish' })).toHaveAttribute(
      'href',
      `/w/${workspace.id}/templates/tpl_parcel_es`,
    )
    expect(spanish).toHaveTextContent('Rejected')
    expect(spanish).toHaveTextContent('Tu paquete está en camino.')
    expect(spanish).not.toHaveAttribute('aria-current')

    expect(screen.getByRole('link', { name: 'Add language' })).toHaveAttribute(
      'href',
      `/w/${workspace.id}/templates/new?translate=tpl_parcel_en`,
    )
  })

  it('says when the name has no other language yet', async () => {
    storeTemplate(
      db,
      workspace,
      'tpl_alone_en',
      version('en_US', 'PENDING', 'Your booking is confirmed.', 'alone_probe'),
    )
    await openTemplatePage(`/w/${workspace.id}/templates/tpl_alone_en`, 'alone_probe')
    const panel = within(screen.getByRole('region', { name: 'Languages' }))
    expect(await panel.findByText('Only this language so far.')).toBeInTheDocument()
    expect(panel.queryByRole('list')).not.toBeInTheDocument()
  })
})
