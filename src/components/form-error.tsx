/** A failed submit in the server's own words, placed next to the button that was pressed. Renders nothing without a message. */
export function FormError({ message, title }: { message: string | null | undefined; title?: string }) {
  if (!message) return null
  return (
    <div role="alert" className="min-w-0 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {title && <p className="font-medium">{title}</p>}
      <p className="break-words">{message}</p>
    </div>
  )
}
