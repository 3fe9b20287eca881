import { useQuery } from '@tanstack/react-query'
import { Fragment, useMemo, type ReactNode } from 'react'
import { useController, useFormContext, useWatch } from 'react-hook-form'
import type { Template } from '@/api/templates'
import { lazyComponent, PartSlot } from '@/components/lazy-component'
import { SendTestButton } from '@/components/send-test/send-test-button'
import { SuggestedTextField } from '@/components/suggested-text-field'
import { TemplatePreview } from '@/components/template-preview/template-preview'
import { engagementWords } from '@/domain/retarget-engagement'
import { templateTitle } from '@/domain/template-display'
import { categoryLabel } from '@/domain/template-labels'
import { filledComponents, templateSlots, type TemplateSlots, type TemplateValues } from '@/domain/template-values'
import { retargetQueries } from '@/resources/broadcasts'
import { segmentQueries } from '@/resources/segments'
import { AudienceSizeNote } from './audience-size-note'
import type { ComposerForm } from './composer-form'
import { stepNumber, stepTitle, type StepId } from './composer-steps'
import { derivedType, typeSuggestions } from './derived-type'
import { scheduleText } from './schedule-text'
import { readSchedule } from './schedule-time'
import { StepLink } from './step-link'
import { UnlistedSegmentName } from './unlisted-segment-name'

// Only some broadcasts have a warning, and a retarget's reads its source's logs: fetched with the review.
const ReviewWarnings = lazyComponent(() => import('./review-warnings').then((module) => module.ReviewWarnings))
void ReviewWarnings.preload().catch(() => undefined)

interface StepReviewProps {
  workspaceId: string
  template: Template | null
}

function ReviewSection({ step, children }: { step: StepId; children: ReactNode }) {
  const headingId = `composer-review-${step}`
  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-2 rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          {stepNumber(step)}. {stepTitle(step)}
        </h3>
        <StepLink step={step} className="text-sm font-medium text-indigo-700 underline underline-offset-2">
          Edit<span className="sr-only"> {stepTitle(step).toLowerCase()}</span>
        </StepLink>
      </div>
      <div className="min-w-0 space-y-2 text-sm [overflow-wrap:anywhere] text-slate-800">{children}</div>
    </section>
  )
}

const missing = (what: string) => <span className="text-slate-600 italic">{what}</span>

/** Each variable with its value, by where it sits: "Body {{2}}: NW-48213". */
function valueRows(slots: TemplateSlots, values: TemplateValues): [string, string][] {
  const named = (variable: string) => (/^\d+$/.test(variable) ? `{{${variable}}}` : variable)
  return [
    ...slots.header.map((slot, index): [string, string] => [
      `Header ${named(slot.variable)}`,
      values.header[index] ?? '',
    ]),
    ...slots.body.map((slot, index): [string, string] => [`Body ${named(slot.variable)}`, values.body[index] ?? '']),
    ...slots.buttons.map((slot, index): [string, string] => [
      `Button “${slot.text ?? slot.buttonIndex + 1}”`,
      values.buttons[index] ?? '',
    ]),
    ...(slots.media ? [['Header file', values.mediaUrl] as [string, string]] : []),
    ...(slots.location
      ? [
          ['Header place', [values.location.name, values.location.address].filter(Boolean).join(', ')] as [
            string,
            string,
          ],
        ]
      : []),
  ]
}

function ValuesSummary({ template, values }: { template: Template; values: TemplateValues }) {
  const slots = useMemo(() => templateSlots(template.template.components), [template])
  const rows = valueRows(slots, values)
  if (!rows.length) return <p>The template has no variables: it is sent as it is.</p>
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd>{value.trim() || missing('No value yet')}</dd>
        </div>
      ))}
    </dl>
  )
}

function SegmentNames({ workspaceId, ids }: { workspaceId: string; ids: readonly string[] }) {
  const { data } = useQuery(segmentQueries.choices(workspaceId))
  if (!ids.length) return <p>{missing('No segment chosen yet')}</p>
  return (
    <p>
      {ids.length === 1 ? 'The segment ' : `${ids.length} segments: `}
      {ids.map((id, index) => {
        const name = data?.find((segment) => segment.id === id)?.name
        return (
          <Fragment key={id}>
            {index > 0 && ', '}
            {name === undefined ? <UnlistedSegmentName segmentId={id} /> : `“${name}”`}
          </Fragment>
        )
      })}
    </p>
  )
}

function RetargetSummary({ broadcastId, engagement }: { broadcastId: string; engagement: string }) {
  const { data } = useQuery({ ...retargetQueries.broadcast(broadcastId), enabled: broadcastId !== '' })
  if (!broadcastId) return <p>{missing('No broadcast chosen yet')}</p>
  return (
    <p>
      {data ? `People of “${data.name}”` : 'People of the chosen broadcast'}:{' '}
      {engagement ? engagementWords(engagement) : missing('which of them is not chosen yet')}
    </p>
  )
}

function TypeField({ derivedType, suggestions }: { derivedType: string; suggestions: readonly string[] }) {
  const { setValue } = useFormContext<ComposerForm>()
  const edited = useWatch<ComposerForm, 'typeEdited'>({ name: 'typeEdited' })
  const { field, fieldState } = useController<ComposerForm, 'type'>({ name: 'type' })
  return (
    <div className="max-w-md">
      <SuggestedTextField
        label="Type"
        hint="Shown in the list’s Type column. It follows the audience until you change it."
        error={fieldState.error?.message}
        suggestions={suggestions}
        {...field}
        value={edited ? field.value : derivedType}
        onChange={(event) => {
          field.onChange(event.target.value)
          setValue('typeEdited', true, { shouldDirty: true })
        }}
      />
    </div>
  )
}

/** Step 5: everything on one page, each part with a way back to its step; the warnings, a test send, the type. */
export function StepReview({ workspaceId, template }: StepReviewProps) {
  const values = useWatch<ComposerForm>() as ComposerForm
  const workspaceBroadcasts = useQuery(retargetQueries.choices(workspaceId)).data ?? []
  const reading = values.when === 'schedule' ? readSchedule(values.schedule) : undefined
  const filled = useMemo(
    () =>
      template &&
      filledComponents(
        template.template.components,
        templateSlots(template.template.components),
        values.templateValues,
      ),
    [template, values.templateValues],
  )

  return (
    <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] lg:items-start">
      <div className="min-w-0 space-y-4">
        <ReviewSection step="message">
          <p>
            <span className="text-slate-600">Name: </span>
            {values.name.trim() || missing('No name yet')}
          </p>
          <p>
            <span className="text-slate-600">Template: </span>
            {template
              ? `${templateTitle(template)} · ${categoryLabel(template.template.category)}`
              : values.template.name || missing('No template chosen yet')}
          </p>
        </ReviewSection>
        <ReviewSection step="values">
          {template ? (
            <ValuesSummary template={template} values={values.templateValues} />
          ) : (
            missing('Choose a template first')
          )}
        </ReviewSection>
        <ReviewSection step="audience">
          {values.audience === 'segments' ? (
            <SegmentNames workspaceId={workspaceId} ids={values.segmentIds} />
          ) : (
            <RetargetSummary broadcastId={values.retarget.broadcastId} engagement={values.retarget.engagement} />
          )}
          <AudienceSizeNote />
        </ReviewSection>
        <ReviewSection step="when">
          {values.when === 'now' ? (
            <p>Now: it starts going out as soon as it is launched.</p>
          ) : reading?.kind === 'at' ? (
            <p>{scheduleText(reading.instant, values.schedule.timeZone)}</p>
          ) : (
            <p>{missing('The day and time are not complete yet')}</p>
          )}
        </ReviewSection>
        <TypeField
          derivedType={derivedType(values.audience, workspaceBroadcasts)}
          suggestions={typeSuggestions(workspaceBroadcasts)}
        />
        <PartSlot loading="Looking for anything to warn you of…">
          <ReviewWarnings workspaceId={workspaceId} template={template} />
        </PartSlot>
      </div>
      {template && filled && (
        <aside aria-labelledby="composer-review-preview" className="min-w-0 space-y-3">
          <h3 id="composer-review-preview" className="text-sm font-semibold text-slate-900">
            As the customer reads it
          </h3>
          <TemplatePreview components={filled} language={template.template.language} />
          <SendTestButton
            workspaceId={workspaceId}
            template={template}
            values={values.templateValues}
            label="Send me a test"
          />
        </aside>
      )}
    </div>
  )
}
