import type { ChangeEvent } from 'react'
import { useFormContext } from 'react-hook-form'
import { SuggestedTextField } from '@/components/suggested-text-field'
import { Field } from '@/components/ui/field'
import { UrlInput } from '@/components/ui/url-input'
import { knownMimeTypes, nextMimeType } from '../mime-type'
import type { SendForm } from '../send-form'

/** The media's address and MIME type; the type is suggested from the address and stays the user's to change. */
export function MediaFields() {
  const { register, getValues, setValue, formState } = useFormContext<SendForm>()
  const { onChange, ...url } = register('mediaUrl')
  const changeUrl = (event: ChangeEvent<HTMLInputElement>) => {
    const previous = getValues('mediaUrl')
    void onChange(event)
    const mimeType = nextMimeType(getValues('mimeType'), previous, event.target.value)
    if (mimeType !== getValues('mimeType')) setValue('mimeType', mimeType, { shouldValidate: formState.isSubmitted })
  }

  return (
    <>
      <Field
        label="Media URL"
        hint="A web address the platform can download, e.g. https://cdn.example.com/menu.pdf"
        error={formState.errors.mediaUrl?.message}
      >
        <UrlInput {...url} onChange={changeUrl} />
      </Field>
      <SuggestedTextField
        label="MIME type"
        hint="Suggested from the file extension; change it if it is wrong."
        error={formState.errors.mimeType?.message}
        spellCheck={false}
        suggestions={knownMimeTypes}
        {...register('mimeType')}
      />
    </>
  )
}
