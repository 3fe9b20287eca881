// The benchmarks' one retry: a browser measurement sometimes fails for reasons of its own (Lighthouse's
// "Something went wrong with recording the trace (NO_NAVSTART)" on a cold machine); it is tried again.

/** Calls `attempt` until it resolves, at most `times` times; rethrows the last error, naming every failure. */
export async function withRetries(label, attempt, { times = 3, log = console.warn } = {}) {
  const failures = []
  for (let n = 1; n <= times; n++) {
    try {
      return await attempt(n)
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      failures.push(message)
      log(`${label}: attempt ${n} of ${times} failed: ${message}`)
    }
  }
  throw new Error(`${label} failed ${times} times: ${failures.join(' | ')}`)
}
