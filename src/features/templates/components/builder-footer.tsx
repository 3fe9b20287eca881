import { useFormContext, useWatch } from 'react-hook-form'
import { Input } from '@/components/ui/input'
import type { TemplateForm } from '../template-form'
import { optOutLines } from '@/domain/opt-out-words'
import { FOOTER_MAX } from '@/domain/template-limits'
import { charCount } from '@/domain/template-rules/rule-kit'
import { BuilderField } from './builder-field'
import { BuilderSection } from './builder-section'

export function BuilderFooter() {
  const { register, control } = useFormContext<TemplateForm>()
  const [footer, language] = useWatch({ control, name: ['footer', 'language'] })
  return (
    <BuilderSection title="Footer">
      <BuilderField
        name="footer"
        label="Footer text"
        hint={`Optional small print, ${charCount(footer)}/${FOOTER_MAX} characters, no variables or emoji. Marketing templates put their opt-out here, e.g. “${optOutLines(language).footer}”.`}
      >
        <Input autoComplete="off" dir="auto" {...register('footer')} />
      </BuilderField>
    </BuilderSection>
  )
}
