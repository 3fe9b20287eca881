import { useCallback, useLayoutEffect, useRef, useState } from 'react'
import { focusProblem, readFormProblems, type FormProblem } from './form-problems'

const same = (a: readonly FormProblem[], b: readonly FormProblem[]) =>
  a.length === b.length &&
  a.every(
    (problem, index) =>
      problem.control === b[index]?.control && problem.label === b[index].label && problem.message === b[index].message,
  )

/**
 * The problems for a form's error summary, read from the fields' error lines. Call `reveal` on a refused submit, once
 * its errors are set (in the same update, or after it): the first field with one, in the order of the page, takes the
 * focus, and from then on the list follows the fields as errors come and go.
 */
export function useFormProblems<T extends HTMLElement = HTMLFormElement>() {
  const formRef = useRef<T>(null)
  const [revealed, setRevealed] = useState(0)
  const [problems, setProblems] = useState<readonly FormProblem[]>([])

  useLayoutEffect(() => {
    const form = formRef.current
    if (!revealed || !form) return
    const read = () => {
      const next = readFormProblems(form)
      setProblems((current) => (same(current, next) ? current : next))
      return next
    }
    const [first] = read()
    if (first) focusProblem(first)
    const observer = new MutationObserver(read)
    observer.observe(form, {
      subtree: true,
      childList: true,
      characterData: true,
      attributeFilter: ['aria-describedby'],
    })
    return () => observer.disconnect()
  }, [revealed])

  const reveal = useCallback(() => setRevealed((count) => count + 1), [])
  return { formRef, problems, reveal }
}
