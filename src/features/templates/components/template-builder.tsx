import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Send } from 'lucide-react'
import { useEffect, useState } from 'react'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import { toast } from 'sonner'
import { isApiError } from '@/api/api-error'
import type { Template } from '@/api/templates'
import { FormError } from '@/components/form-error'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { formatDateTime } from '@/lib/format'
import { nameRule } from '../name-rule'
import { isNameTaken, templateQueries, useCreateTemplate } from '../queries'
import { checkTemplate } from '../rules/check-template'
import { templateDraftStorage } from '../template-draft-storage'
import { emptyTemplateForm, formToComponents, formToRequest, type TemplateForm } from '../template-form'
import { useNameAvailability } from '../use-name-availability'
import { useTemplateDraft } from '../use-template-draft'
import { BuilderBasics } from './builder-basics'
import { BuilderBody } from './builder-body'
import { BuilderButtons } from './builder-buttons'
import { builderFieldIds, focusField } from './builder-field-ids'
import { BuilderFooter } from './builder-footer'
import { BuilderHeader } from './builder-header'
import { ChecksPanel } from './checks-panel'
import { DraftNotice } from './draft-notice'
import { TemplatePreview } from './template-preview'
import { useFocusAfterRender } from './use-focus-after-render'
import { useOneClickFix } from './use-one-click-fix'

const TAKEN = 'A template with this name already exists in this workspace.'
const SUBMIT_ID = 'template-submit'

export function TemplateBuilder({ workspaceId, source }: { workspaceId: string; source?: Template }) {
  const draft = useTemplateDraft(workspaceId, source)
  const form = useForm<TemplateForm>({ defaultValues: draft.initial })
  const values = useWatch({ control: form.control }) as TemplateForm
  const components = formToComponents(values)
  const nameAvailability = useNameAvailability(workspaceId, values.name)
  const results = [...checkTemplate({ category: values.category, name: values.name.trim(), language: values.language.trim(), components }), nameRule(nameAvailability)]
  const problems = results.filter((rule) => rule.status === 'fail').length

  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const create = useCreateTemplate()
  const [serverError, setServerError] = useState<string | null>(null)
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

  /** The notice's button goes away with it: focus moves to the form's first field. */
  const startOver = (next: TemplateForm) => {
    form.reset(next)
    fixes.forget()
    focusField(builderFieldIds.name)
  }

  const onSubmit = form.handleSubmit(async (submitted) => {
    setServerError(null)
    if (problems > 0) {
      setBlocked(true)
      focusField('template-checks')
      return
    }
    setBlocked(false)
    const request = formToRequest(submitted, workspaceId)
    const sameName = await queryClient
      .fetchQuery({ ...templateQueries.named(workspaceId, request.template.name), staleTime: 0 })
      .catch(() => null)
    if (sameName && isNameTaken(sameName, request.template.name)) {
      form.setError('name', { message: TAKEN })
      focusField(builderFieldIds.name)
      return
    }
    try {
      const created = await create.mutateAsync(request)
      templateDraftStorage.clear(workspaceId)
      toast.success(`“${created.template.name}” submitted for review`)
      await navigate({ to: '/w/$workspaceId/templates/$templateId', params: { workspaceId, templateId: created.id } })
    } catch (error) {
      if (isApiError(error) && error.isUnauthorized) return
      setServerError(error instanceof Error ? error.message : 'The template could not be created.')
      if (isApiError(error) && error.status === 409) {
        form.setError('name', { message: error.message })
        focusField(builderFieldIds.name)
      } else {
        focusAfterRender(SUBMIT_ID)
      }
    }
  })

  return (
    <FormProvider {...form}>
      <PageHeader
        title={source ? `Duplicate ${source.template.name}` : 'New WhatsApp template'}
        description="WhatsApp reviews every new template. The checks catch what it would reject, before you submit."
      />
      <DraftNotice
        restoredAt={draft.restoredAt}
        replaced={draft.replaced}
        onDiscard={() => {
          templateDraftStorage.clear(workspaceId)
          startOver(emptyTemplateForm())
        }}
        onRestore={(restored) => startOver({ ...emptyTemplateForm(), ...restored })}
      />
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_380px]">
        <div className="min-w-0 space-y-8">
          <BuilderBasics nameAvailability={nameAvailability} />
          <BuilderHeader />
          <BuilderBody />
          <BuilderFooter />
          <BuilderButtons />
          <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
            <Button id={SUBMIT_ID} type="submit" disabled={form.formState.isSubmitting}>
              <Send aria-hidden className="size-4" /> {form.formState.isSubmitting ? 'Submitting…' : 'Submit for review'}
            </Button>
            <FormError title="The API did not accept the template" message={serverError} />
            {blocked && problems > 0 && (
              <p role="alert" className="text-sm font-medium text-red-700">
                Fix {problems} {problems === 1 ? 'problem' : 'problems'} listed under Checks before submitting.
              </p>
            )}
            <p className="text-xs text-slate-500" aria-live="polite">
              Your draft is saved in this browser as you type{draft.restoredAt ? ` (restored from ${formatDateTime(draft.restoredAt)})` : ''}.
            </p>
          </div>
        </div>
        <aside className="min-w-0 space-y-6 xl:sticky xl:top-4 xl:self-start">
          <div>
            <h2 className="mb-2 text-base font-semibold text-slate-900">Preview</h2>
            <TemplatePreview components={components} />
          </div>
          <ChecksPanel results={results} onFix={fixes.onFix} undo={fixes.undo} />
        </aside>
      </form>
    </FormProvider>
  )
}
