import { useMemo } from 'react'
import { useFormState, useWatch, type FieldErrors } from 'react-hook-form'
import { composerIssues, type ComposerIssue } from './composer-checks'
import type { ComposerForm } from './composer-form'
import type { ResolverContext } from './composer-resolver'
import type { StepId } from './composer-steps'

/** The step a field of the form belongs to. */
export function stepOfPath(path: string): StepId {
  const [root = ''] = path.split('.')
  if (root === 'templateValues') return 'values'
  if (root === 'segmentIds' || root === 'retarget' || root === 'audience' || root === 'includeOptOuts')
    return 'audience'
  if (root === 'schedule' || root === 'when') return 'when'
  if (root === 'type') return 'review'
  return 'message'
}

/** The server's refusals set on fields (useServerSubmit), as issues of their steps. */
function serverIssues(errors: FieldErrors, prefix = ''): ComposerIssue[] {
  return Object.entries(errors).flatMap(([key, error]): ComposerIssue[] => {
    if (!error || typeof error !== 'object' || key === 'root') return []
    const path = `${prefix}${key}`
    const { type, message } = error as { type?: unknown; message?: unknown }
    // A field's own error (with its element as `ref`), else a group of fields' errors.
    if (typeof type === 'string')
      return type === 'server' && typeof message === 'string' ? [{ step: stepOfPath(path), path, message }] : []
    return serverIssues(error as FieldErrors, `${path}.`)
  })
}

/** What stops the launch now, as the user edits: the checks, and the server's refusals of the last launch. */
export function useComposerIssues(context: ResolverContext): ComposerIssue[] {
  const values = useWatch<ComposerForm>() as ComposerForm
  const { errors } = useFormState<ComposerForm>()
  const { plan, templateProblem, optOuts } = context
  const checks = useMemo(
    () => composerIssues(values, { plan, templateProblem, optOuts, now: new Date() }),
    [values, plan, templateProblem, optOuts],
  )
  const refused = serverIssues(errors)
  return refused.length ? [...checks, ...refused.filter((issue) => !checks.some((c) => c.path === issue.path))] : checks
}
