/** A record as the API sent it, as indented JSON: what the fields above leave out is here. */
export function LogRawJson({ value }: { value: unknown }) {
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-medium text-slate-700">Raw record</h3>
      <pre
        dir="ltr"
        className="rounded-md bg-slate-50 p-3 font-mono text-xs break-words whitespace-pre-wrap text-slate-800"
      >
        {JSON.stringify(value, null, 2)}
      </pre>
    </section>
  )
}
