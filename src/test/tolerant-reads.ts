import { cleanup, screen, waitFor } from '@testing-library/react'
import fc, { type Arbitrary } from 'fast-check'
import { http, HttpResponse, type HttpHandler } from 'msw'
import { expect, vi } from 'vitest'
import { wire, type SentRow } from './api-arbitraries'
import type { withDemoServer } from './demo-harness'
import { renderApp } from './render-app'
import { bodyRows } from './table-test-kit'

type DemoServer = ReturnType<typeof withDemoServer>

/** Small and fixed: every run of the suite tries the same inputs, and a failure names its seed. */
const SEED = 42

/** What untrusted text must never become. */
const INJECTED = 'img, script, iframe, object, embed, [onerror], [onload], [href^="javascript:"], [src^="javascript:"]'

/** A first visit compiles the route's modules: on a busy 2-core machine that alone can take seconds. */
const LOAD_TIMEOUT = 15_000

/** The text of every error shown. */
export const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent)

/** Waits until `done`, or until an error shows (which the caller's assertions then report). */
export async function settled(done: () => boolean) {
  await waitFor(
    () => {
      if (!done() && alerts().length === 0) throw new Error('still loading')
    },
    { timeout: LOAD_TIMEOUT },
  )
}

/**
 * Runs `check` once per generated value, each time against a fresh app: the handlers it adds, the screen it
 * renders and anything logged to console.error are gone before the next run. A run fails on any console.error
 * (a crash, a duplicate React key, an update after unmount) unless `logsErrors`: React logs the errors its
 * boundaries catch, as a route's error component does.
 */
export async function forEachRun<T>(
  demo: DemoServer,
  arbitrary: Arbitrary<T>,
  { numRuns, logsErrors = false }: { numRuns: number; logsErrors?: boolean },
  check: (value: T) => Promise<void>,
) {
  await fc.assert(
    fc.asyncProperty(arbitrary, async (value) => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
      // The router warns of the same errors.
      const warnings = logsErrors ? vi.spyOn(console, 'warn').mockImplementation(() => {}) : undefined
      try {
        await check(value)
        if (!logsErrors) expect(errors.mock.calls.map((call) => call.map(String).join(' ').slice(0, 500))).toEqual([])
      } finally {
        cleanup()
        demo.server.resetHandlers()
        errors.mockRestore()
        warnings?.mockRestore()
      }
    }),
    { numRuns, seed: SEED },
  )
}

export interface ListScreen<Row> {
  /** Where the screen lives. */
  path: string
  /** The table's accessible name. */
  table: string
  /** What the screen says when the list is empty. */
  empty: string
  /** The list endpoint, as an msw path. */
  endpoint: string
  /** The text that names a row. */
  name(row: Row): string
  /** Other endpoints the screen needs answered in a particular way. */
  handlers?: HttpHandler[]
}

/**
 * The list shows one row per item the API sent, in order: a record's row shows its name as text, anything else a
 * row that says it could not be read. No error shows and no markup from the data is rendered as markup.
 */
export async function showsEveryRow<Row>(demo: DemoServer, spec: ListScreen<Row>, rows: readonly SentRow<Row>[]) {
  demo.server.use(
    ...(spec.handlers ?? []),
    http.get(spec.endpoint, () => HttpResponse.json(wire(rows))),
  )
  renderApp(spec.path)
  const table = () => screen.queryByRole('table', { name: spec.table })
  // Either outcome ends the wait, so a screen that shows the wrong one fails at once rather than by a timeout.
  await settled(() => {
    const shown = table()
    return (
      screen.queryAllByText(spec.empty).length > 0 || (shown !== null && shown.getAttribute('aria-busy') !== 'true')
    )
  })
  expect(alerts()).toEqual([])
  expect(document.body.querySelectorAll(INJECTED)).toHaveLength(0)
  const shown = table()
  if (rows.length === 0) {
    expect(shown).toBeNull()
    return
  }
  expect(shown).not.toBeNull()
  const texts = bodyRows(shown as HTMLElement).map((row) => row.textContent ?? '')
  expect(texts).toHaveLength(rows.length)
  rows.forEach((row, index) => {
    const text = texts[index] ?? ''
    if (row.readable) {
      expect(text).not.toMatch(/^Row \d+ could not be read/)
      expect(text).toContain(spec.name(row.record))
    } else {
      expect(text).toMatch(new RegExp(`^Row ${index + 1} could not be read: `))
    }
  })
}

export interface DetailScreen<Row> {
  path(id: string): string
  /** The detail endpoint, as an msw path whose one parameter is `:id`. */
  endpoint: string
  /** A label the screen shows only once the record is read. */
  ready: string
  /** The page's title. */
  name(row: Row): string
  /** More of the record the page shows as text. */
  shows?(row: Row): string[]
  handlers?: HttpHandler[]
}

/** The detail of a record, read at `id`: titled with its name, its fields shown as text, no error, no injected markup. */
export async function showsRecord<Row>(demo: DemoServer, spec: DetailScreen<Row>, id: string, record: Row) {
  demo.server.use(
    ...(spec.handlers ?? []),
    http.get(spec.endpoint, ({ params }) => (params.id === id ? HttpResponse.json(record as object) : undefined)),
  )
  renderApp(spec.path(encodeURIComponent(id)))
  await settled(() => screen.queryAllByText(spec.ready).length > 0)
  expect(alerts()).toEqual([])
  expect(document.body.querySelectorAll(INJECTED)).toHaveLength(0)
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(spec.name(record))
  const main = document.querySelector('main') ?? document.body
  for (const text of spec.shows?.(record) ?? []) expect(main.textContent).toContain(text)
}

/** A detail the API sent in a shape that is not the record's: an error that says so, with a retry, never a crash. */
export async function refusesMalformed(demo: DemoServer, spec: DetailScreen<never>, id: string, raw: unknown) {
  demo.server.use(
    ...(spec.handlers ?? []),
    http.get(spec.endpoint, ({ params }) => (params.id === id ? HttpResponse.json(raw as object) : undefined)),
  )
  renderApp(spec.path(encodeURIComponent(id)))
  await settled(() => false)
  expect(alerts().join(' ')).toMatch(/in a shape this dashboard cannot read/)
  expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0)
  expect(document.body.querySelectorAll(INJECTED)).toHaveLength(0)
}
