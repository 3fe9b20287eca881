import { toast } from 'sonner'

interface SaveOptions<Body, Created> {
  create(body: Body): Promise<Created>
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
    const created = await create(body)
    toast.success(`Created “${created.name}”`)
    onCreated?.(created)
  }
}
