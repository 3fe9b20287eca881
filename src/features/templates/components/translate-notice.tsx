import Globe from 'lucide-react/icons/globe'
import { useWatch } from 'react-hook-form'
import { languageName } from '@/domain/whatsapp-languages'
import type { TemplateForm } from '../template-form'

/** Over the builder when it adds a language to a template: what was copied, and what is left to do. */
export function TranslateNotice({ sourceLanguage }: { sourceLanguage: string }) {
  const language = useWatch<TemplateForm, 'language'>({ name: 'language' })
  return (
    <p className="mb-6 flex gap-2 rounded-md border border-indigo-200 bg-indigo-50 p-3 text-sm text-indigo-900">
      <Globe aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span className="[overflow-wrap:anywhere]">
        Translate the texts from {languageName(sourceLanguage)} into {languageName(language)}. The name, category,
        structure, buttons and examples are copied; the texts marked “to translate” are still in{' '}
        {languageName(sourceLanguage)}, and so are the button texts.
      </span>
    </p>
  )
}
