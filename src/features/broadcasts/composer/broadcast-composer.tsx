import { useValuesChange } from '@/components/use-values-change'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import { toast } from 'sonner'
import { BackLink } from '@/components/back-link'
import { ErrorSummary } from '@/components/error-summary'
import { FormError } from '@/components/form-error'
import { focusProblem, readFormProblems } from '@/components/form-problems'
import { LazyConfirmDialog } from '@/components/lazy-confirm-dialogs'
import { lazyComponent, PartSlot } from '@/components/lazy-component'
import { PageHeader } from '@/components/page-header'
import { preloadOnIntent } from '@/components/preload-on-intent'
import { SubmitButton } from '@/components/submit-button'
import { Button } from '@/components/ui/button'
import { useFormProblems } from '@/components/use-form-problems'
import { useServerSubmit } from '@/components/use-server-submit'
import { isRepliedEngagement } from '@/domain/opt-out-consent'
import { useCreateBroadcast, useUpdateBroadcast } from '@/resources/broadcasts'
import {
  composerIssues,
  optOutsPending,
  stepFieldPaths,
  type ComposerIssue,
  type OptOutsCheck,
} from './composer-checks'
import { composerDraftStorage, draftScope } from './composer-draft-storage'
import type { ComposerForm } from './composer-form'
import { ComposerProgress, type StepState } from './composer-progress'
import { composerResolver, type ResolverContext } from './composer-resolver'
import { originOf, type ComposerStart } from './composer-start'
import { COMPOSER_STEPS, STEP_IDS, stepBeside, stepNumber, stepTitle, type StepId } from './composer-steps'
import { loadStep, StepAudience, StepReview, StepValues, StepWhen } from './lazy-steps'
import { StepMessage } from './step-message'
import { useChosenTemplate } from './use-chosen-template'
import { useComposerIssues } from './use-composer-issues'
import { useComposerOpening } from './use-composer-opening'
import { useLeaveGuard } from './use-leave-guard'

// The notices of some starts only come when shown.
const ComposerDraftNotice = lazyComponent(() =>
  import('./composer-draft-notice').then((module) => module.ComposerDraftNotice),
)
// Only a refused launch shows it.
const LaunchRefusal = lazyComponent(() => import('./launch-refusal').then((module) => module.LaunchRefusal))
// Only a retarget to replied reads its broadcast's logs for opt-outs.
const RetargetOptOutsWatch = lazyComponent(() =>
  import('./retarget-opt-outs-watch').then((module) => module.RetargetOptOutsWatch),
)

interface BroadcastComposerProps {
  workspaceId: string
  start: ComposerStart
  /** The step on show (the URL's); a step change goes through onStepChange. */
  step: StepId
  onStepChange(step: StepId): void
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
const added = <T,>(set: ReadonlySet<T>, ...items: T[]) =>
  items.every((item) => set.has(item)) ? set : new Set([...set, ...items])

/** Focus for the step being shown: its heading, or the first field with a problem once the step's fields are in. */
type FocusRequest = 'heading' | 'problem'

function focusFirstProblem(container: HTMLElement): () => void {
  const attempt = () => {
    const [first] = readFormProblems(container)
    if (first) focusProblem(first)
    return Boolean(first)
  }
  if (attempt()) return () => undefined
  const observer = new MutationObserver(() => {
    if (attempt()) observer.disconnect()
  })
  observer.observe(container, { subtree: true, childList: true, attributeFilter: ['aria-describedby'] })
  return () => observer.disconnect()
}

function stepStates(issues: readonly ComposerIssue[], visited: ReadonlySet<StepId>, checked: ReadonlySet<StepId>) {
  return Object.fromEntries(
    STEP_IDS.map((id): [StepId, StepState] => {
      const wrong = issues.some((issue) => issue.step === id)
      if (checked.has(id)) return [id, wrong ? 'problem' : 'done']
      if (!visited.has(id)) return [id, 'not-visited']
      return [id, wrong ? 'in-progress' : 'done']
    }),
  ) as Record<StepId, StepState>
}

/** The progress header, following the form as it changes. */
function Progress({ context, step, visited, checked }: ProgressProps) {
  const issues = useComposerIssues(context)
  return <ComposerProgress current={step} states={stepStates(issues, visited, checked)} />
}
interface ProgressProps {
  context: ResolverContext
  step: StepId
  visited: ReadonlySet<StepId>
  checked: ReadonlySet<StepId>
}

function pageTitle(start: ComposerStart) {
  if (start.kind === 'edit') return `Edit “${start.broadcast.name}”`
  return 'New broadcast'
}

function pageDescription(start: ComposerStart) {
  if (start.kind === 'duplicate') return `A copy of “${start.source.name}”: check each step, then launch it.`
  if (start.kind === 'retarget') return `A send to some of the people of “${start.source.name}”.`
  if (start.kind === 'edit') return 'A scheduled broadcast: change it until it is sent.'
  return 'One WhatsApp template to many people: its message, its values, whom and when, then a last look.'
}

/**
 * The campaign composer: five steps of one form (message, values, audience, when, review), each visited in any
 * order through the progress header or Back and Next, the step in the URL. The form is the workspace's draft until
 * it is launched (a broadcast's own draft when it is edited), so a reload or a refused key loses nothing; leaving
 * with work not launched asks first.
 */
export function BroadcastComposer({ workspaceId, start, step, onStepChange }: BroadcastComposerProps) {
  const editing = start.kind === 'edit' ? start.broadcast : undefined
  const scope = draftScope(workspaceId, editing?.id)
  const origin = originOf(start)
  const opening = useComposerOpening(scope, start)

  const contextRef = useRef<ResolverContext>({ plan: null })
  const form = useForm<ComposerForm, ResolverContext>({
    defaultValues: opening.initial,
    resolver: (values, _context, options) => composerResolver(values, contextRef.current, options),
    mode: 'onTouched',
    shouldFocusError: false,
  })
  const [named, when, audience, retarget, includeOptOuts] = useWatch({
    control: form.control,
    name: ['template', 'when', 'audience', 'retarget', 'includeOptOuts'],
  })
  const chosen = useChosenTemplate(workspaceId, named)
  // A retarget to replied: what its broadcast's logs say of the people who opted out, followed on every step.
  const [optOuts, setOptOuts] = useState<OptOutsCheck>()
  const watchesOptOuts =
    audience === 'retarget' && retarget.broadcastId !== '' && isRepliedEngagement(retarget.engagement)
  const context: ResolverContext = { plan: chosen.ready?.plan ?? null, templateProblem: chosen.problem, optOuts }
  const chosenRef = useRef(chosen.ready)
  useLayoutEffect(() => {
    contextRef.current = context
    chosenRef.current = chosen.ready
  })

  const [visited, setVisited] = useState<ReadonlySet<StepId>>(() => new Set([...opening.visited, step]))
  const [checked, setChecked] = useState<ReadonlySet<StepId>>(() => new Set(opening.checked))
  const [restoredAt] = useState(opening.restoredAt)
  // A launch pressed while the logs are still read for opt-outs goes (or is refused) once they are.
  const [launchAsked, setLaunchAsked] = useState(false)
  const launched = useRef(false)

  // The draft: the form, its start and the steps gone through; a form as its start left it is no draft.
  const meta = useRef({ visited, checked })
  const saveDraft = useCallback(
    (values: ComposerForm) => {
      if (launched.current) return
      if (same(values, opening.pristine)) composerDraftStorage.clear(scope)
      else
        composerDraftStorage.save(scope, {
          form: values,
          origin,
          visited: [...meta.current.visited],
          checked: [...meta.current.checked],
        })
    },
    [opening.pristine, origin, scope],
  )
  useEffect(() => {
    meta.current = { visited, checked }
    saveDraft(form.getValues())
  }, [visited, checked, form, saveDraft])
  useValuesChange(form, saveDraft)

  // A step that has been checked keeps its fields' errors up to date as the user edits.
  const stepChecked = checked.has(step)
  const recheckStep = useCallback(
    (values: ComposerForm) => void form.trigger(stepFieldPaths(step, values)),
    [form, step],
  )
  useValuesChange(form, recheckStep, stepChecked)

  // The template found (a restored draft's, a duplicate's) or picked: the values fit its variables, and the
  // checked steps that depend on it are checked again.
  const ready = chosen.ready
  useEffect(() => {
    if (!ready) return
    const current = form.getValues('templateValues')
    const fitted = ready.rules.valuesFor(ready.plan.slots, current)
    if (!same(current, fitted)) form.setValue('templateValues', fitted)
  }, [ready, form])
  useEffect(() => {
    const values = form.getValues()
    const paths = (['message', 'values'] as const)
      .filter((id) => checked.has(id))
      .flatMap((id) => stepFieldPaths(id, values))
    if (paths.length) void form.trigger(paths)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when the template is found or found wanting
  }, [ready, chosen.problem])

  // Leaving a step checks it; the step shown is visited, and takes the focus.
  const headingRef = useRef<HTMLHeadingElement>(null)
  const formElement = useRef<HTMLFormElement | null>(null)
  const focusRequest = useRef<FocusRequest | null>(null)
  // The one wait for a wrong field to appear: a newer request replaces it.
  const stopWaiting = useRef(() => {})
  const focusProblemWhenIn = () => {
    stopWaiting.current()
    if (formElement.current) stopWaiting.current = focusFirstProblem(formElement.current)
  }
  const shownStep = useRef(step)
  useEffect(() => {
    const left = shownStep.current
    if (left === step) return
    shownStep.current = step
    setLaunchAsked(false)
    setVisited((current) => added(current, step))
    setChecked((current) => added(current, left))
    void form.trigger(stepFieldPaths(left, form.getValues()))
    const request = focusRequest.current ?? 'heading'
    focusRequest.current = null
    if (request === 'problem') focusProblemWhenIn()
    else headingRef.current?.focus()
  }, [step, form])

  const { formRef: problemsRef, problems: stepProblems, reveal } = useFormProblems()
  const goNext = async () => {
    const ok = await form.trigger(stepFieldPaths(step, form.getValues()))
    if (!ok) {
      setChecked((current) => added(current, step))
      reveal()
      // The step's fields may still be on their way (a lazy step): the first wrong one takes the focus once in.
      focusProblemWhenIn()
      return
    }
    const next = stepBeside(step, 1)
    if (!next) return
    await loadStep(next)
    onStepChange(next)
  }

  /** From the launch refusal: the step, and its first field with a problem. */
  const goToProblem = (target: StepId, hasField: boolean) => {
    if (target === step) {
      if (hasField) focusProblemWhenIn()
      else headingRef.current?.focus()
      return
    }
    focusRequest.current = hasField ? 'problem' : 'heading'
    void loadStep(target).then(() => onStepChange(target))
  }

  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const create = useCreateBroadcast()
  const update = useUpdateBroadcast(editing)
  const {
    formRef: submitFormRef,
    onSubmit: launch,
    pending,
    serverError,
    clearServerError,
  } = useServerSubmit(form, async (values) => {
    const template = chosenRef.current?.template
    if (!template) throw new Error('The template is not loaded yet: try again in a moment.')
    const { prepareLaunch } = await import('./composer-launch')
    const launch = await prepareLaunch(queryClient, values, { workspaceId, template, editing: !!editing })
    const saved = editing ? await update.mutateAsync(launch.body) : await create.mutateAsync(launch.body)
    launched.current = true
    composerDraftStorage.clear(scope)
    toast.success(launch.done)
    const broadcastId = saved.id ?? editing?.id
    await (broadcastId
      ? navigate({ to: '/w/$workspaceId/broadcasts/$broadcastId', params: { workspaceId, broadcastId } })
      : navigate({ to: '/w/$workspaceId/broadcasts', params: { workspaceId } }))
  })

  const [refusals, setRefusals] = useState(0)
  const awaitingOptOuts = launchAsked && step === 'review'
  const optOutsUnknown = optOutsPending({ audience, retarget, includeOptOuts }, optOuts)
  useEffect(() => {
    if (awaitingOptOuts && !optOutsUnknown) formElement.current?.requestSubmit()
  }, [awaitingOptOuts, optOutsUnknown])
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (step !== 'review') {
      event.preventDefault()
      void goNext()
      return
    }
    setLaunchAsked(false)
    const values = form.getValues()
    const issues = composerIssues(values, { ...contextRef.current, now: new Date() })
    if (issues.length === 0 && optOutsPending(values, contextRef.current.optOuts)) {
      event.preventDefault()
      setLaunchAsked(true)
      return
    }
    if (issues.length === 0) return launch(event)
    event.preventDefault()
    setChecked(new Set(STEP_IDS))
    void form.trigger(STEP_IDS.flatMap((id) => stepFieldPaths(id, values)))
    setRefusals((count) => count + 1)
  }

  const startOver = (next: ComposerForm) => {
    form.reset(next)
    clearServerError()
    setRefusals(0)
    setChecked(new Set())
    setVisited(new Set(['message']))
    if (step === 'message') headingRef.current?.focus()
    else onStepChange('message')
  }

  useEffect(() => () => stopWaiting.current(), [])

  const leaving = useLeaveGuard(() => !launched.current && !same(form.getValues(), opening.pristine))

  const setFormRef = (element: HTMLFormElement | null) => {
    formElement.current = element
    problemsRef.current = element
    submitFormRef.current = element
  }
  const previous = stepBeside(step, -1)
  const next = stepBeside(step, 1)
  const title = stepTitle(step)

  return (
    <FormProvider {...form}>
      {editing ? (
        <BackLink to="/w/$workspaceId/broadcasts/$broadcastId" params={{ workspaceId, broadcastId: editing.id }}>
          Back to “{editing.name}”
        </BackLink>
      ) : (
        <BackLink to="/w/$workspaceId/broadcasts" params={{ workspaceId }}>
          All broadcasts
        </BackLink>
      )}
      <PageHeader title={pageTitle(start)} description={pageDescription(start)} />
      {(restoredAt || opening.replaced) && (
        <Suspense fallback={<div aria-hidden className="mb-6 min-h-[3.625rem]" />}>
          <ComposerDraftNotice
            restoredAt={restoredAt}
            replaced={opening.replaced}
            onStartOver={() => {
              composerDraftStorage.clear(scope)
              startOver(opening.pristine)
            }}
            onRestore={(draft) => startOver(draft)}
          />
        </Suspense>
      )}
      <Progress context={context} step={step} visited={visited} checked={checked} />
      {watchesOptOuts && (
        <Suspense fallback={null}>
          <RetargetOptOutsWatch
            broadcastId={retarget.broadcastId}
            engagement={retarget.engagement}
            onCheck={setOptOuts}
          />
        </Suspense>
      )}
      <form
        ref={setFormRef}
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="composer-step-heading"
        className="min-w-0 space-y-6"
      >
        <div>
          <p className="text-xs font-medium text-slate-600">
            Step {stepNumber(step)} of {COMPOSER_STEPS.length}
          </p>
          <h2
            id="composer-step-heading"
            ref={headingRef}
            tabIndex={-1}
            className="text-lg font-semibold text-slate-900 focus:outline-none"
          >
            {title}
          </h2>
        </div>
        <PartSlot loading={`Loading the ${title.toLowerCase()} step…`}>
          {step === 'message' && (
            <StepMessage
              workspaceId={workspaceId}
              template={chosen.template}
              ready={chosen.ready}
              problem={chosen.problem}
              onPick={chosen.pick}
            />
          )}
          {step === 'values' && <StepValues template={chosen.template} problem={chosen.problem} />}
          {step === 'audience' && <StepAudience workspaceId={workspaceId} editingId={editing?.id} />}
          {step === 'when' && <StepWhen />}
          {step === 'review' && <StepReview workspaceId={workspaceId} template={chosen.template} />}
        </PartSlot>
        <div className="space-y-3 border-t border-slate-200 pt-4">
          {step === 'review' && <FormError title="The API did not accept the broadcast" message={serverError} />}
          <div className="flex flex-wrap items-center justify-between gap-3">
            {previous ? (
              <Button
                variant="secondary"
                onClick={() => void loadStep(previous).then(() => onStepChange(previous))}
                {...preloadOnIntent(() => void loadStep(previous))}
              >
                Back
              </Button>
            ) : (
              <span />
            )}
            <SubmitButton
              {...preloadOnIntent(next && (() => void loadStep(next)))}
              pending={pending || awaitingOptOuts}
              pendingLabel={
                awaitingOptOuts
                  ? 'Checking the replies for opt-outs…'
                  : when === 'schedule'
                    ? 'Scheduling…'
                    : 'Sending…'
              }
            >
              {next ? `Next: ${stepTitle(next)}` : when === 'schedule' ? 'Schedule broadcast' : 'Send broadcast now'}
            </SubmitButton>
          </div>
          <ErrorSummary problems={stepProblems} />
          {step === 'review' && refusals > 0 && (
            <Suspense fallback={null}>
              <LaunchRefusal attempt={refusals} context={context} onGoTo={goToProblem} />
            </Suspense>
          )}
        </div>
      </form>
      <LazyConfirmDialog
        open={leaving.asking}
        onOpenChange={(open) => {
          if (!open) leaving.stay()
        }}
        title="Leave without launching?"
        description={
          editing
            ? 'Your changes are not saved to the broadcast. They stay in this browser as a draft: editing it again brings them back.'
            : 'The broadcast is not launched. It stays in this browser as a draft: New broadcast brings it back.'
        }
        confirmLabel="Leave"
        destructive={false}
        onConfirm={leaving.leave}
      />
    </FormProvider>
  )
}
