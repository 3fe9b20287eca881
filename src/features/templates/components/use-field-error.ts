import { createContext, useContext } from 'react'
import { useFormContext, useFormState, type FieldPath } from 'react-hook-form'
import type { TemplateForm } from '../template-form'

interface BuilderErrors {
  /** Each input's blocking problem, by input id (see fieldErrors). */
  errors: Readonly<Record<string, string>>
  /** Show every error, touched or not: after a submit attempt, or for a rejected template's copy. */
  revealAll: boolean
}

export const BuilderErrorsContext = createContext<BuilderErrors>({ errors: {}, revealAll: false })

/** The problem to show under a builder input: once the user has left the input, or when every error is shown. */
export function useFieldError(fieldId: string, path: FieldPath<TemplateForm>): string | undefined {
  const { errors, revealAll } = useContext(BuilderErrorsContext)
  const { control, getFieldState } = useFormContext<TemplateForm>()
  const formState = useFormState({ control, name: path })
  const touched = getFieldState(path, formState).isTouched
  return revealAll || touched ? errors[fieldId] : undefined
}
