import { toast } from 'sonner'

interface SaveOptions<Body, Created> {
  /** Absent for a dialog that only edits (its items are made elsewhere, e.g. in a composer). */
  create?(body: Body): Promise<Created>
  /** The update, when the dialog edits an item; absent for a create. */
  update?(body: Body): Promise<unknown>
  onCreated?(created: Created): void
}

/** A create/edit dialog's submit: saves the item, and says so in a toast that names it. */
export function saveResource<Body extends { name: string }, Created extends { name: string }>({
  create,
  update,
  onCreated,
}: SaveOptions<Body, Created>) {
  return async (body: Body) => {
    if (update) {
      await update(body)
      toast.success(`Saved “${body.name}”`)
      return
    }
    if (!create) throw new Error('Nothing to save: no item to edit')
    const created = await create(body)
    toast.success(`Created “${created.name}”`)
    onCreated?.(created)
  }
}
