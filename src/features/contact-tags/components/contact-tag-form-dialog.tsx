import { useQueryClient } from '@tanstack/react-query'
import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point'
import { useState, type ChangeEvent } from 'react'
import { toast } from 'sonner'
import { contactTagRequestSchema, type ContactTag, type ContactTagRequest } from '@/api/contact-tags'
import { FormDialog, KEEP_OPEN } from '@/components/form-dialog'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { canonicalTag, tagNameKey } from '@/domain/canonical-tag'
import { fetchDuplicateTag, useCreateContactTag } from '@/resources/contact-tags'
import { useDuplicateTag, type DuplicateCheck } from '../use-duplicate-tag'

interface ContactTagFormDialogProps {
  open: boolean
  onOpenChange(open: boolean): void
}

function nameHint(name: string, check: DuplicateCheck) {
  const canonical = canonicalTag(name)
  const expected = canonical ? `Expected canonical name: ${canonical}.` : 'The canonical name is derived from the name.'
  if (check.state === 'checking') return `${expected} Checking for an existing tag…`
  if (check.state === 'error') return `${expected} Could not check for an existing tag.`
  return expected
}

/**
 * Creates a tag. A name that repeats an existing tag (ignoring case, or by canonical form) is warned about as it is
 * typed, and the first submit of it only asks for a second one, with the button reading "Create anyway".
 */
export function ContactTagFormDialog({ open, onOpenChange }: ContactTagFormDialogProps) {
  const create = useCreateContactTag()
  const client = useQueryClient()
  const [name, setName] = useState('')
  // The name whose first submit found an existing tag: submitting it again creates it anyway.
  const [held, setHeld] = useState<{ key: string; tag: ContactTag } | null>(null)
  const check = useDuplicateTag(name)
  const heldNow = held?.key === tagNameKey(name) ? held : null
  const duplicate = check.state === 'taken' ? check.tag : heldNow?.tag

  const submit = async (body: ContactTagRequest) => {
    const key = tagNameKey(body.name)
    if (held?.key !== key) {
      // Should the check itself fail, the server has the last word.
      const existing = await fetchDuplicateTag(client, body.name).catch(() => undefined)
      if (existing) {
        setHeld({ key, tag: existing })
        return KEEP_OPEN
      }
    }
    const created = await create.mutateAsync(body)
    toast.success(`Created “${created.name}” (canonical name ${created.canonical})`)
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) {
          setName('')
          setHeld(null)
        }
        onOpenChange(isOpen)
      }}
      title="New contact tag"
      description="A label for contacts, shared by every workspace of the account."
      size="sm"
      schema={contactTagRequestSchema}
      defaultValues={{ name: '' }}
      onSubmit={submit}
      submitLabel={heldNow ? 'Create anyway' : 'Create tag'}
      pendingLabel="Creating…"
    >
      {({ register, formState: { errors } }) => (
        <>
          <Field label="Name" error={errors.name?.message} hint={nameHint(name, check)}>
            <Input
              autoComplete="off"
              {...register('name', { onChange: (event: ChangeEvent<HTMLInputElement>) => setName(event.target.value) })}
            />
          </Field>
          <div aria-live="polite">
            {duplicate && (
              <div className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
                <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
                <div className="min-w-0 [overflow-wrap:anywhere]">
                  <p className="font-medium">A tag “{duplicate.name}” already exists</p>
                  <p>
                    Its canonical name is <span className="font-mono text-xs">{duplicate.canonical}</span>.{' '}
                    {heldNow
                      ? 'Select Create anyway to create this one too.'
                      : 'Creating this one asks you to confirm.'}
                  </p>
                </div>
              </div>
            )}
          </div>
        </>
      )}
    </FormDialog>
  )
}
