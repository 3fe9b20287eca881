/** Whether `element` is laid out right to left: the nearest `dir` that sets one (<html>'s, in Arabic) says so. */
export const isRightToLeft = (element: Element): boolean =>
  element.closest('[dir="rtl"], [dir="ltr"]')?.getAttribute('dir') === 'rtl'

/** A sideways distance or step as the reader sees it: toward the end of the line is positive in either direction. */
export const towardEnd = (element: Element, physical: number): number => (isRightToLeft(element) ? -physical : physical)
