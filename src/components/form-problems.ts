/** A field that shows an error: its control, what the control is called, and the error. */
export interface FormProblem {
  control: HTMLElement
  label: string
  message: string
}

function labelOf(control: HTMLElement): string {
  const label =
    (control as HTMLInputElement).labels?.[0] ??
    (control instanceof HTMLFieldSetElement ? control.querySelector('legend') : null)
  return (label ?? control).textContent.trim()
}

/**
 * Every field in `form` that shows an error, in the order of the page: each control described by an error line
 * (FieldMessages marks it with data-field-error).
 */
export function readFormProblems(form: HTMLElement): FormProblem[] {
  const problems: FormProblem[] = []
  for (const control of form.querySelectorAll<HTMLElement>('[aria-describedby]')) {
    const ids = control.getAttribute('aria-describedby')?.split(' ') ?? []
    const error = ids
      .map((id) => document.getElementById(id))
      .find((element) => element?.hasAttribute('data-field-error'))
    if (error) problems.push({ control, label: labelOf(control), message: error.textContent.trim() })
  }
  return problems
}

/** Takes the user to a problem's control: a group without a focus of its own gives it to its first enabled input. */
export function focusProblem({ control }: FormProblem): void {
  const target =
    control instanceof HTMLFieldSetElement && !control.hasAttribute('tabindex')
      ? control.querySelector<HTMLElement>('input:enabled')
      : control
  target?.focus({ preventScroll: true })
  target?.scrollIntoView({ block: 'center' })
}
