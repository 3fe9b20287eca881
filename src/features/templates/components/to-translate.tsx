import { createContext, useContext } from 'react'
import { useWatch } from 'react-hook-form'
import type { TemplateForm } from '../template-form'

/** The template being translated, as a form: a text still equal to its text is still to translate. */
export const TranslationSourceContext = createContext<TemplateForm | null>(null)

type TranslatedField = 'headerText' | 'body' | 'footer'

/** Beside a text field's label while a new language version still has the source's text in it. */
export function ToTranslateMark({ name }: { name: TranslatedField }) {
  const source = useContext(TranslationSourceContext)
  const value = useWatch<TemplateForm, TranslatedField>({ name })
  if (!source || !value || value !== source[name]) return null
  return (
    <>
      {' '}
      <span className="ms-2 rounded-sm bg-amber-100 px-1 py-0.5 text-xs font-medium text-amber-900">to translate</span>
    </>
  )
}
