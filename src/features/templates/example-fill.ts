import { guessExamples, guessLinkExample } from '@/domain/example-guesses'
import { listWords } from '@/domain/template-rules/rule-kit'
import { distinctVariables, extractVariables } from '@/domain/template-variables'
import type { TemplateForm } from './template-form'

/** An example input the guesses filled: which one, and with what. */
export type FilledExample =
  | { component: 'header'; value: string }
  | { component: 'body'; variable: number; value: string }
  | { component: 'button'; buttonIndex: number; value: string }

const isEmpty = (value: string | undefined) => !value?.trim()

/**
 * A realistic guess for every example input the form shows empty (a text header's {{1}}, each body variable, each
 * link button's variable), in the form's order; inputs with a value are left alone. `only` limits it to one part.
 */
export function guessEmptyExamples(form: TemplateForm, only?: FilledExample['component']): FilledExample[] {
  const filled: FilledExample[] = []
  const wanted = (component: FilledExample['component']) => !only || only === component
  const headerVariable = extractVariables(form.headerText)[0]
  if (wanted('header') && form.headerFormat === 'TEXT' && headerVariable && isEmpty(form.headerExample)) {
    const value = guessExamples(form.headerText, form.language)[headerVariable - 1]
    if (value) filled.push({ component: 'header', value })
  }
  if (wanted('body')) {
    const guesses = guessExamples(form.body, form.language)
    for (const variable of distinctVariables(form.body)) {
      const value = guesses[variable - 1]
      if (value && isEmpty(form.bodyExamples[variable - 1])) filled.push({ component: 'body', variable, value })
    }
  }
  if (wanted('button')) {
    form.buttons.forEach((button, buttonIndex) => {
      if (button.type !== 'URL' || !extractVariables(button.url).length || !isEmpty(button.urlExample)) return
      const value = guessLinkExample(button.url, form.language)
      if (value) filled.push({ component: 'button', buttonIndex, value })
    })
  }
  return filled
}

/** The form's values with the filled examples in place, for the parts they touch. */
export function withFilledExamples(
  form: TemplateForm,
  filled: readonly FilledExample[],
): Partial<Pick<TemplateForm, 'headerExample' | 'bodyExamples' | 'buttons'>> {
  const changes: Partial<Pick<TemplateForm, 'headerExample' | 'bodyExamples' | 'buttons'>> = {}
  for (const example of filled) {
    if (example.component === 'header') changes.headerExample = example.value
    else if (example.component === 'body') {
      const examples = [...(changes.bodyExamples ?? form.bodyExamples)]
      for (let i = examples.length; i < example.variable; i++) examples[i] = ''
      examples[example.variable - 1] = example.value
      changes.bodyExamples = examples
    } else {
      changes.buttons = (changes.buttons ?? form.buttons).map((button, index) =>
        index === example.buttonIndex ? { ...button, urlExample: example.value } : button,
      )
    }
  }
  return changes
}

const inputName = (example: FilledExample) =>
  example.component === 'header'
    ? 'header {{1}}'
    : example.component === 'body'
      ? `{{${example.variable}}}`
      : `the link of button ${example.buttonIndex + 1}`

/** What a fill did, naming each input, e.g. "Filled the examples for {{1}} and {{2}} with guesses: check …". */
export function filledSummary(filled: readonly FilledExample[]): string {
  const [only] = filled
  if (filled.length === 1 && only)
    return `Filled the example for ${inputName(only)} with “${only.value}”: check it looks like a real value.`
  return `Filled the examples for ${listWords(filled.map(inputName))}: check they look like real values.`
}
