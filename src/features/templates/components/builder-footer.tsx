import { useFormContext, useWatch } from 'react-hook-form'
import { Input } from '@/components/ui/input'
import type { TemplateForm } from '../template-form'
import { FOOTER_MAX } from '@/domain/template-limits'
import { BuilderField } from './builder-field'
import { BuilderSection } from './builder-section'

export function BuilderFooter() {
  const { register, control } = useFormContext<TemplateForm>()
  const footer = useWatch({ control, name: 'footer' })
  return (
    <BuilderSection title="Footer">
      <BuilderField
        name="footer"
        label="Footer text"
        hint={`Optional small print, ${footer.length}/${FOOTER_MAX} characters, no variables or emoji. Marketing templates put their opt-out here.`}
      >
        <Input autoComplete="off" dir="auto" {...register('footer')} />
      </BuilderField>
    </BuilderSection>
  )
}
