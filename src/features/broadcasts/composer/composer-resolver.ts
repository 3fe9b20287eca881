import type { FieldError, FieldErrors, Resolver } from 'react-hook-form'
import { composerIssues, type CheckContext } from './composer-checks'
import type { ComposerForm } from './composer-form'

export type ResolverContext = Omit<CheckContext, 'now'>

/** `{ 'templateValues.body.1': error }` as the form's errors hold it: `{ templateValues: { body: { 1: error } } }`. */
function nested(flat: Record<string, FieldError>): FieldErrors<ComposerForm> {
  const root: Record<string, unknown> = {}
  for (const [path, error] of Object.entries(flat)) {
    const keys = path.split('.')
    const last = keys.pop() ?? path
    let at = root
    for (const key of keys) at = (at[key] ??= {}) as Record<string, unknown>
    at[last] = error
  }
  return root as FieldErrors<ComposerForm>
}

/**
 * The form's resolver: composerIssues at the time of the check, each at its field (the first of a field wins); a
 * problem with no field of its own sits under `root.<step>`, so the form is never valid while one remains.
 */
export const composerResolver: Resolver<ComposerForm, ResolverContext> = (values, context) => {
  if (!context) throw new Error('composerResolver needs the template as the form context')
  const errors: Record<string, FieldError> = {}
  for (const issue of composerIssues(values, { ...context, now: new Date() })) {
    const path = issue.path ?? `root.${issue.step}`
    errors[path] ??= { type: 'validate', message: issue.message }
  }
  return Object.keys(errors).length ? { values: {}, errors: nested(errors) } : { values, errors: {} }
}
