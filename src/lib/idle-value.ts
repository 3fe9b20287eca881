type Schedule = (work: () => void) => void

const whenIdle: Schedule = (work) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 2000 })
  else setTimeout(work, 0)
}

/**
 * Idle until urgent: the value `create` makes, made when the browser is next idle, or on the first call if that
 * comes sooner, and then kept. For costly objects a module would otherwise build as it loads, such as Intl
 * formatters: the page's first Intl object loads the locale data (about 10 ms on a fast machine, four times that on
 * a phone). Built at load, that delays the screen's first paint; built on first use, it lengthens the task that
 * renders the data. Idle time between the two is free.
 */
export function idleValue<T>(create: () => T, schedule: Schedule = whenIdle): () => T {
  let made: { value: T } | undefined
  const get = () => (made ??= { value: create() }).value
  schedule(() => void get())
  return get
}
