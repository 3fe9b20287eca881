/** Props for a control that opens something slow to load: it starts loading once the pointer enters or focus arrives. */
export function preloadOnIntent(preload: (() => void) | undefined) {
  if (!preload) return {}
  const onIntent = () => preload()
  return { onPointerEnter: onIntent, onFocus: onIntent }
}
