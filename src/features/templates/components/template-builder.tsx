import { templateDisplayName } from '@/domain/template-display'
import { onlineManager, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import Send from 'lucide-react/icons/send'
import { Suspense, useEffect, useState } from 'react'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import { toast } from 'sonner'
import type { Template } from '@/api/templates'
import { ErrorSummary } from '@/components/error-summary'
import { FormError } from '@/components/form-error'
import { PageHeader } from '@/components/page-header'
import { lazyComponent, PartSlot } from '@/components/lazy-component'
import { languageName } from '@/domain/whatsapp-languages'
import { SubmitButton } from '@/components/submit-button'
import { useServerSubmit } from '@/components/use-server-submit'
import { formatDateTime } from '@/lib/format'
import { nameRule } from '../name-rule'
import { unchangedCopyRule, untranslatedRule } from '../unchanged-copy-rule'
import { plural } from '@/domain/template-rules/rule-kit'
import { templateQueries, useCreateTemplate } from '@/resources/templates'
import type { PanelRule } from '../name-rule'
import { loadTemplateChecks, useTemplateChecks } from '../use-template-checks'
import { templateDraftStorage } from '../template-draft-storage'
import {
  authenticationFormComponents,
  emptyTemplateForm,
  formToComponents,
  formToRequest,
  hasAuthenticationShape,
  type TemplateForm,
} from '../template-form'
import { isNameTaken, useNameAvailability } from '../use-name-availability'
import { useOtherBodies } from '../use-other-bodies'
import type { Translation } from '../read-translation'
import { firstFreeLanguage, freeLanguages } from '../free-languages'
import { useTemplateDraft } from '../use-template-draft'
import { BuilderBasics } from './builder-basics'
import { BuilderBody } from './builder-body'
import { BuilderButtons } from './builder-buttons'
import { fieldErrors } from './builder-field-errors'
import { builderFieldIds, focusField } from './builder-field-ids'
import { BuilderFooter } from './builder-footer'
import { BuilderHeader } from './builder-header'
import { ChecksPanel } from './checks-panel'
import { PreviewDialog } from './preview-dialog'
import { BuilderErrorsContext } from './use-field-error'
import { useFocusAfterRender } from './use-focus-after-render'
import { useOneClickFix } from './use-one-click-fix'
import { TemplatePreview } from '@/components/template-preview/template-preview'
import { TranslationSourceContext } from './to-translate'

// Notices of some starts only (a restored draft, a copy, a translation): fetched when one shows.
const DraftNotice = lazyComponent(() => import('./draft-notice').then((module) => module.DraftNotice))
const LeftOutNotice = lazyComponent(() => import('./left-out-notice').then((module) => module.LeftOutNotice))
const TranslateNotice = lazyComponent(() => import('./translate-notice').then((module) => module.TranslateNotice))

// Only an authentication template needs it, and its form control comes with it.
const BuilderAuthentication = lazyComponent(() =>
  import('./builder-authentication').then((module) => module.BuilderAuthentication),
)

const TAKEN = 'A template with this name already exists in this workspace.'

const CHECKS_LOADING: PanelRule = {
  id: 'checks-loading',
  field: 'body',
  label: 'WhatsApp’s rules and the reasons its reviewers give most often',
  status: 'pass',
  pending: true,
  detail: 'Loading the checks…',
}

interface TemplateBuilderProps {
  workspaceId: string
  /** A template to duplicate, or to add a language to (with `translation`). */
  source?: Template
  translation?: Translation
}

export function TemplateBuilder({ workspaceId, source, translation }: TemplateBuilderProps) {
  const draft = useTemplateDraft(
    workspaceId,
    source,
    translation && (firstFreeLanguage(translation.takenLanguages) ?? ''),
  )
  const form = useForm<TemplateForm>({ defaultValues: draft.initial })
  const values = useWatch({ control: form.control }) as TemplateForm
  const components = formToComponents(values)
  const authentication = hasAuthenticationShape(values)
  // The preview shows WhatsApp's copy-code button, which the request can only write as a quick reply.
  const previewComponents = authentication ? authenticationFormComponents(values) : components
  const nameAvailability = useNameAvailability(workspaceId, values.name, values.language)
  const otherBodies = useOtherBodies(workspaceId)
  // The checks load once the user starts on the draft, or at once for a draft that has content.
  const [started, setStarted] = useState(Boolean(source ?? translation ?? draft.restoredAt))
  const checkTemplate = useTemplateChecks(started)
  const checked = { category: values.category, name: values.name.trim(), language: values.language.trim(), components }
  const results: PanelRule[] = [
    ...(checkTemplate ? checkTemplate(checked, { otherBodies }) : started ? [CHECKS_LOADING] : []),
    nameRule(nameAvailability),
    unchangedCopyRule(
      source?.template.status === 'REJECTED' && !translation ? source.template.components : null,
      components,
    ),
    untranslatedRule(
      translation && source ? source.template.components : null,
      components,
      source ? languageName(source.template.language) : '',
    ),
  ]
  const problems = results.filter((rule) => rule.status === 'fail').length
  const rejectedSource = source?.template.status === 'REJECTED' && !translation ? templateDisplayName(source) : null
  // Errors show under a field once it is touched; all of them after a submit attempt, and at once for a rejected template's copy.
  const [revealAll, setRevealAll] = useState(rejectedSource !== null)
  const [leftOut, setLeftOut] = useState(draft.leftOut)

  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const create = useCreateTemplate()
  const [blocked, setBlocked] = useState(false)

  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values: next }) => templateDraftStorage.save(workspaceId, next),
      }),
    [form, workspaceId],
  )

  const focusAfterRender = useFocusAfterRender()
  const fixes = useOneClickFix(form, values, focusAfterRender)
  const nameFix = results.find((rule) => rule.fix?.kind === 'make-name-valid')?.fix

  /** The notice's button goes away with it: focus moves to the form's first field. */
  const startOver = (next: TemplateForm) => {
    form.reset(next)
    setLeftOut([])
    fixes.forget()
    setRevealAll(false)
    focusField(builderFieldIds.name)
  }

  const {
    formRef,
    onSubmit,
    pending,
    problems: fieldProblems,
    serverError,
  } = useServerSubmit(
    form,
    async (submitted, { reveal, showFieldErrors }) => {
      setRevealAll(true)
      // A submit before the checks arrived waits for them; without them (they could not load) the API decides.
      setStarted(true)
      const lateChecks = checkTemplate ? null : await loadTemplateChecks().catch(() => null)
      const draftChecked = { ...checked, components: formToComponents(submitted) }
      const lateProblems = lateChecks
        ? lateChecks(draftChecked, { otherBodies }).filter((rule) => rule.status === 'fail').length
        : 0
      setBlocked(problems + lateProblems > 0)
      if (problems + lateProblems > 0) {
        reveal()
        return
      }
      const request = formToRequest(submitted, workspaceId)
      // Offline the check would wait for the connection, and the create be sent later unseen: it is tried now instead.
      const sameName = onlineManager.isOnline()
        ? await queryClient
            .fetchQuery({ ...templateQueries.named(workspaceId, request.template.name), staleTime: 0 })
            .catch(() => null)
        : null
      if (sameName && isNameTaken(sameName, request.template.name, request.template.language)) {
        showFieldErrors({ name: TAKEN })
        return
      }
      const created = await create.mutateAsync(request)
      templateDraftStorage.clear(workspaceId)
      toast.success(`“${created.template.name}” submitted for review`)
      await navigate({ to: '/w/$workspaceId/templates/$templateId', params: { workspaceId, templateId: created.id } })
    },
    // The API's conflict is the name's: another template took it since the check.
    { fieldErrors: (error) => (error.status === 409 ? { name: error.message } : undefined) },
  )

  return (
    <FormProvider {...form}>
      <PageHeader
        title={
          source
            ? `${translation ? 'Add a language to' : 'Duplicate'} ${templateDisplayName(source)}`
            : 'New WhatsApp template'
        }
        description="WhatsApp reviews every new template. The checks catch what it would reject, before you submit."
      />
      {rejectedSource && (
        <p className="mb-6 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm break-words text-amber-900">
          WhatsApp rejected {rejectedSource}. The fields below show what the checks find; the API does not say
          WhatsApp’s own reason.
        </p>
      )}
      <Suspense fallback={null}>
        {source && translation && <TranslateNotice sourceLanguage={source.template.language} />}
        {source && <LeftOutNotice sourceName={templateDisplayName(source)} parts={leftOut} />}
        {(draft.restoredAt || draft.replaced) && (
          <DraftNotice
            restoredAt={draft.restoredAt}
            replaced={draft.replaced}
            onDiscard={() => {
              templateDraftStorage.clear(workspaceId)
              startOver(emptyTemplateForm())
            }}
            onRestore={(restored) => startOver({ ...emptyTemplateForm(), ...restored })}
          />
        )}
      </Suspense>
      <BuilderErrorsContext value={{ errors: fieldErrors(results), revealAll }}>
        <form
          ref={formRef}
          noValidate
          onSubmit={onSubmit}
          onFocus={() => setStarted(true)}
          onPointerEnter={() => setStarted(true)}
          // Below lg a field the keyboard moves to stops clear of the preview's bar, its hint too.
          className="grid gap-8 pb-4 lg:grid-cols-[minmax(0,1fr)_300px] xl:grid-cols-[minmax(0,1fr)_380px] max-lg:[&_*]:scroll-mb-28"
        >
          <div className="min-w-0 space-y-8">
            <BuilderBasics
              nameAvailability={nameAvailability}
              onMakeNameValid={nameFix && (() => fixes.onFix(nameFix))}
              languages={translation && freeLanguages(translation.takenLanguages)}
            />
            {authentication ? (
              <PartSlot loading="Opening the authentication layout…">
                <BuilderAuthentication />
              </PartSlot>
            ) : (
              <TranslationSourceContext value={translation ? draft.initial : null}>
                <BuilderHeader />
                <BuilderBody />
                <BuilderFooter />
                <BuilderButtons />
              </TranslationSourceContext>
            )}
          </div>
          {/* From lg up the preview stays in view beside the form, and the checks scroll in the height left under it. */}
          <aside className="flex min-w-0 flex-col gap-6 lg:sticky lg:top-4 lg:max-h-[calc(100dvh-2rem)] lg:self-start">
            <section
              aria-labelledby="template-preview-title"
              tabIndex={0}
              className="hidden shrink-0 overflow-y-auto lg:block lg:max-h-[55dvh]"
            >
              <h2 id="template-preview-title" className="mb-2 text-base font-semibold text-slate-900">
                Preview
              </h2>
              <TemplatePreview components={previewComponents} language={values.language} />
            </section>
            <ChecksPanel
              results={results}
              waiting={!started}
              onFix={fixes.onFix}
              undo={fixes.undo}
              className="lg:min-h-0 lg:flex-1 lg:overflow-y-auto"
            />
          </aside>
          {/* After the checks on a phone, so they are read before Submit; under the fields from lg up. */}
          <div className="min-w-0 space-y-3 border-t border-slate-200 pt-4">
            {/* The server's refusal takes a line of its own, above the button. */}
            <div className="flex flex-wrap items-center gap-3 [&>[role=alert]]:basis-full">
              <FormError title="The API did not accept the template" message={serverError} />
              <SubmitButton
                pending={pending}
                pendingLabel="Submitting…"
                icon={<Send aria-hidden className="size-4 rtl:-scale-x-100" />}
              >
                Submit for review
              </SubmitButton>
              <p className="text-xs text-slate-500" aria-live="polite">
                Your draft is saved in this browser as you type
                {draft.restoredAt ? ` (restored from ${formatDateTime(draft.restoredAt)})` : ''}.
              </p>
            </div>
            <ErrorSummary
              problems={fieldProblems}
              title={
                blocked && problems > 0
                  ? `Fix ${plural(problems, 'problem')} listed under Checks before submitting.`
                  : undefined
              }
            />
          </div>
        </form>
      </BuilderErrorsContext>
      {/*
       * Below lg, a bar along the bottom of the screen: the preview opens from where the user is, and closing it returns
       * there. It takes its own place after the form, so the form's end is never under it.
       */}
      <div className="sticky bottom-0 z-10 -mx-4 -mb-6 flex justify-end border-t border-slate-200 bg-white px-4 py-2 md:-mx-8 md:px-8 lg:hidden">
        <PreviewDialog components={previewComponents} language={values.language} />
      </div>
    </FormProvider>
  )
}
