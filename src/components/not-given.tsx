/** A value the API left out: a dash to the eye, "not given" to a screen reader. */
export function NotGiven() {
  return (
    <span data-not-given="">
      <span aria-hidden="true" className="text-slate-500">
        —
      </span>
      <span className="sr-only">not given</span>
    </span>
  )
}
