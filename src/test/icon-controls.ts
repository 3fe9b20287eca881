/**
 * The buttons and links in `root` that show no text at the narrowest width (only icons, `aria-hidden` parts and
 * `sr-only` text) and have no tooltip: each needs `data-tooltip` (its text, or "" for its aria-label). Controls with a
 * `<label>` (switches) are named by it and left out. Self-contained, so an e2e test can run it in the page:
 * `page.evaluate(missingTooltips)`.
 */
export function missingTooltips(root: ParentNode = document): string[] {
  const hidden = '[aria-hidden="true"], .sr-only, [hidden]'
  const showsText = (control: Element) => {
    const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (node.textContent?.trim() && !node.parentElement?.closest(hidden)) return true
    return false
  }
  const hasTooltip = (control: Element) => {
    const text = control.getAttribute('data-tooltip')
    return text !== null && text !== 'true' && Boolean(text || control.getAttribute('aria-label'))
  }
  return (
    [...root.querySelectorAll<HTMLElement>('button, a[href], [role="button"]')]
      // Sonner's toasts (their close button) are the library's own.
      .filter(
        (control) =>
          !(control as HTMLButtonElement).labels?.length && !control.closest(`${hidden}, [data-sonner-toaster]`),
      )
      .filter((control) => !showsText(control) && !hasTooltip(control))
      .map((control) => control.outerHTML.slice(0, 160))
  )
}
