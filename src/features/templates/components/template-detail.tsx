import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import Copy from 'lucide-react/icons/copy'
import Globe from 'lucide-react/icons/globe'
import type { ReactNode } from 'react'
import { usePageTitle } from '@/app/page-title'
import type { TemplateComponent } from '@/api/templates'
import { PageHeader } from '@/components/page-header'
import { TechnicalDetails } from '@/components/technical-details'
import { buttonClasses } from '@/components/ui/button'
import { formatDateTime } from '@/lib/format'
import { templateQueries } from '@/resources/templates'
import { plural } from '@/domain/template-rules/rule-kit'
import { isKnown } from '@/api/open-enum'
import { headerFormats } from '@/api/templates'
import { kindName, textsIn } from '@/domain/newer-kinds'
import { categoryLabel, headerLabel } from '@/domain/template-labels'
import { statusMeaning } from '@/domain/template-statuses'
import { distinctVariables } from '@/domain/template-variables'
import { languageName } from '@/domain/whatsapp-languages'
import { textDirection } from '@/domain/whatsapp-languages'
import { buttonKindLabel } from '@/components/template-preview/button-kinds'
import { buttonLabel } from '@/components/template-preview/button-label'
import { CopyIdButton } from './copy-id-button'
import { RejectionChecks } from './rejection-checks'
import { SendTestButton } from '@/components/send-test/send-test-button'
import { TemplatePreview } from '@/components/template-preview/template-preview'
import { TemplateStatusBadge } from './template-status-badge'
import { TemplateName } from '@/components/template-name'
import { WorkspaceName } from '@/components/workspace-name'
import { templateDisplayName } from '@/domain/template-display'
import { TemplateVersionsPanel } from './template-versions-panel'
import { useReviewWatch } from '../review-watch/use-review-watch'

const TEMPLATE_ID_ID = 'template-id'

/** A time as sent, or "—" when the API sent none. */
const DateTime = ({ value }: { value: string }) =>
  value ? <time dateTime={value}>{formatDateTime(value)}</time> : <span className="text-slate-500">—</span>

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="mb-2 text-sm font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  )
}

function Examples({ values, label }: { values: string[]; label: (index: number) => string }) {
  if (values.length === 0) return null
  return (
    <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {values.map((value, index) => (
        <div key={index} className="contents">
          <dt className="font-mono text-slate-600">{label(index)}</dt>
          <dd className="break-words text-slate-900">
            {value ? <span dir="auto">{value}</span> : <span className="text-slate-500">no example</span>}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** A part the dashboard cannot show or edit: what it is, its type as sent, and the texts inside it. */
function UnknownPartDetails({ title, type, part }: { title: string; type: string; part: TemplateComponent }) {
  const texts = textsIn(part)
  return (
    <Section title={title}>
      <p className="text-sm [overflow-wrap:anywhere] text-slate-600">
        {type ? (
          <>
            Sent as <code className="font-mono text-xs text-slate-800">{type}</code>.
          </>
        ) : (
          'Sent without a type.'
        )}{' '}
        This dashboard cannot show it in the preview or copy it into a new template.
      </p>
      {texts.length > 0 && (
        <ul className="mt-2 space-y-1 text-sm">
          {texts.map((text, index) => (
            <li key={index} dir="auto" className="[overflow-wrap:anywhere] whitespace-pre-wrap">
              {text}
            </li>
          ))}
        </ul>
      )}
    </Section>
  )
}

function ComponentDetails({ component, dir }: { component: TemplateComponent; dir: 'rtl' | 'auto' }) {
  const format = component.format ?? 'TEXT'
  if (component.type === 'HEADER' && !isKnown(headerFormats, format))
    return <UnknownPartDetails title={headerLabel(format)} type={format} part={component} />
  switch (component.type) {
    case 'HEADER':
      return (
        <Section title={headerLabel(format)}>
          {component.text && (
            <p dir={dir} className="text-sm break-words whitespace-pre-wrap">
              {component.text}
            </p>
          )}
          <Examples values={component.example?.header_text ?? []} label={() => '{{1}}'} />
          <Examples values={component.example?.header_handle ?? []} label={() => 'Sample media'} />
        </Section>
      )
    case 'BODY':
      return (
        <Section title={`Body · ${plural(distinctVariables(component.text).length, 'variable')}`}>
          <p dir={dir} className="text-sm break-words whitespace-pre-wrap">
            {component.text}
          </p>
          <Examples values={component.example?.body_text?.[0] ?? []} label={(index) => `{{${index + 1}}}`} />
        </Section>
      )
    case 'FOOTER':
      return (
        <Section title="Footer">
          <p dir={dir} className="text-sm break-words">
            {component.text}
          </p>
        </Section>
      )
    case 'BUTTONS':
      return (
        <Section title={`Buttons · ${plural(component.buttons?.length ?? 0, 'button')}`}>
          <ul className="space-y-1 text-sm">
            {(component.buttons ?? []).map((button, index) => (
              <li key={index} className="break-words">
                <span dir={dir} className="font-medium">
                  {buttonLabel(button, { withCode: false })}
                </span>{' '}
                <span className="text-slate-600">
                  ({buttonKindLabel(button.type)}
                  {button.url ? ` → ${button.url}` : ''}
                  {button.phone_number ? ` → ${button.phone_number}` : ''}
                  {button.example?.[0] ? `, example ${button.example[0]}` : ''})
                </span>
              </li>
            ))}
          </ul>
        </Section>
      )
    default:
      return (
        <UnknownPartDetails title={`${kindName(component.type)} component`} type={component.type} part={component} />
      )
  }
}

export function TemplateDetail({ workspaceId, templateId }: { workspaceId: string; templateId: string }) {
  const { data } = useSuspenseQuery(templateQueries.detail(templateId))
  const { template } = data
  // Where a submit lands; a decided template has nothing to wait for (a list in view with one pending starts it too).
  useReviewWatch(template.status === 'PENDING')
  usePageTitle(templateDisplayName(data))
  return (
    <>
      <nav aria-label="Breadcrumb" className="mb-2 text-sm">
        <Link to="/w/$workspaceId/templates" params={{ workspaceId }} className="text-indigo-700 hover:underline">
          WhatsApp templates
        </Link>
      </nav>
      <PageHeader
        title={<TemplateName name={template.name} className="break-all" />}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <TemplateStatusBadge status={template.status} />
            <span className="[overflow-wrap:anywhere]">{categoryLabel(template.category)}</span>·
            <span className={template.language ? undefined : 'text-slate-500'}>{languageName(template.language)}</span>
            <span className="w-full [overflow-wrap:anywhere]">{statusMeaning(template.status)}</span>
          </span>
        }
        actions={
          <>
            <SendTestButton workspaceId={workspaceId} template={data} />
            <Link
              to="/w/$workspaceId/templates/new"
              params={{ workspaceId }}
              search={{ from: data.id }}
              className={buttonClasses({ variant: 'secondary' })}
            >
              <Copy aria-hidden className="size-4" /> Duplicate as new
            </Link>
            {/* A template without a name has no versions to add to: the new language would be another nameless one. */}
            {template.name && (
              <Link
                to="/w/$workspaceId/templates/new"
                params={{ workspaceId }}
                search={{ translate: data.id }}
                className={buttonClasses({ variant: 'secondary' })}
              >
                <Globe aria-hidden className="size-4" /> Add language
              </Link>
            )}
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="min-w-0 space-y-4">
          {template.status === 'REJECTED' && (
            <RejectionChecks workspaceId={workspaceId} templateId={data.id} template={template} />
          )}
          {template.components.map((component, index) => (
            <ComponentDetails key={index} component={component} dir={textDirection(template.language)} />
          ))}
          <Section title="Details">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-600">Workspace</dt>
              <dd>
                {data.workspace.title ||
                  (data.workspace.id ? (
                    <WorkspaceName workspaceId={data.workspace.id} />
                  ) : (
                    <span className="text-slate-500">Not given</span>
                  ))}
              </dd>
              <dt className="text-slate-600">Created</dt>
              <dd>
                <DateTime value={data.createdAt} />
              </dd>
              <dt className="text-slate-600">Updated</dt>
              <dd>
                <DateTime value={data.updatedAt} />
              </dd>
            </dl>
            <TechnicalDetails className="mt-3">
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-1">
                <dt>Template ID</dt>
                <dd className="flex flex-wrap items-center gap-2">
                  <span id={TEMPLATE_ID_ID} className="font-mono text-xs break-all text-slate-900 select-all">
                    {data.id}
                  </span>
                  <CopyIdButton value={data.id} targetId={TEMPLATE_ID_ID} name="template ID" />
                </dd>
              </dl>
            </TechnicalDetails>
          </Section>
        </div>
        <div>
          <h2 className="mb-2 text-sm font-semibold text-slate-900">What the customer sees</h2>
          <TemplatePreview components={template.components} language={template.language} />
        </div>
      </div>
      <TemplateVersionsPanel workspaceId={workspaceId} current={data} />
    </>
  )
}
