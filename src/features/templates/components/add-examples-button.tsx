import WandSparkles from 'lucide-react/icons/wand-sparkles'
import { useFormContext } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { plural } from '@/domain/template-rules/rule-kit'
import type { FilledExample } from '../example-fill'
import { preloadOnIntent } from '@/components/preload-on-intent'
import { importWhenOnline } from '@/lib/import-when-online'
import type { TemplateForm } from '../template-form'
import { builderFieldIds, focusField } from './builder-field-ids'

const importExampleFill = () => importWhenOnline(() => import('../example-fill'))
let loading: ReturnType<typeof importExampleFill> | undefined
/** The guesses (word lists in several languages) load when the button is about to be pressed. */
const loadExampleFill = () =>
  (loading ??= importExampleFill().catch((error: unknown) => {
    loading = undefined
    throw error
  }))

const inputIdOf = (example: FilledExample) =>
  example.component === 'header'
    ? builderFieldIds.headerExample
    : example.component === 'body'
      ? builderFieldIds.bodyExample(example.variable)
      : builderFieldIds.buttonExample(example.buttonIndex)

/**
 * Fills every empty example (header, body, link buttons) with a guess from the words around its variable; typed ones
 * stay. What it did goes to `onStatus`; the hint and the status line are the caller's, so they show before this loads.
 */
export function AddExamplesButton({ hintId, onStatus: setStatus }: { hintId: string; onStatus(status: string): void }) {
  const { getValues, setValue } = useFormContext<TemplateForm>()

  const addExamples = async () => {
    const { guessEmptyExamples, withFilledExamples } = await loadExampleFill()
    const form = getValues()
    const filled = guessEmptyExamples(form)
    const [first] = filled
    if (!first) {
      setStatus('Every example has a value already: nothing changed.')
      return
    }
    const { headerExample, bodyExamples } = withFilledExamples(form, filled)
    const dirty = { shouldDirty: true }
    if (headerExample !== undefined) setValue('headerExample', headerExample, dirty)
    if (bodyExamples) setValue('bodyExamples', bodyExamples, dirty)
    for (const example of filled)
      if (example.component === 'button') setValue(`buttons.${example.buttonIndex}.urlExample`, example.value, dirty)
    focusField(inputIdOf(first))
    setStatus(
      filled.length === 1
        ? 'Filled 1 example: check it looks like a real value.'
        : `Filled ${plural(filled.length, 'example')}: check they look like real values.`,
    )
  }

  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => void addExamples().catch(() => setStatus('The examples could not load. Try again.'))}
      aria-describedby={hintId}
      {...preloadOnIntent(() => void loadExampleFill().catch(() => undefined))}
    >
      <WandSparkles aria-hidden className="size-4" /> Add examples
    </Button>
  )
}
