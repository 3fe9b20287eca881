// What a screen costs to open: the JS and CSS files the browser fetches, weighed gzipped at level 9 (what a
// server sends with gzip_comp_level 9, or gzip -9). Shared by the budget check and the benchmark.
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

export const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10

/** Weighs, from dist/, every script and stylesheet `page` fetches while `action` runs. */
export async function weighLoad(page, dist, action) {
  const files = new Set()
  const onResponse = (response) => {
    const type = response.request().resourceType()
    const { pathname } = new URL(response.url())
    if ((type === 'script' || type === 'stylesheet') && pathname.startsWith('/assets/')) files.add(pathname)
  }
  page.on('response', onResponse)
  try {
    await action()
    await page.waitForLoadState('networkidle')
  } finally {
    page.off('response', onResponse)
  }
  const weighed = [...files].map((file) => ({
    file,
    gzip: gzipSync(readFileSync(`${dist}${file}`), { level: 9 }).length,
  }))
  return { files: weighed, gzip: weighed.reduce((sum, { gzip }) => sum + gzip, 0) }
}
