import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium, TEST_CHROMIUMS } from './scripts/ci/find-chromium.mjs'

const PREVIEW_PORT = 4173
export const MOCK_API_PORT = 8788
/** The production server (deploy/nginx) in front of the mock API, for e2e/nginx.spec.ts. */
export const NGINX_PORT = 4180

const chromium = findChromium({ systemPaths: TEST_CHROMIUMS })

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // A limit for a test that hangs, not a speed check (npm run bench measures speed): on a busy 2-core machine the
  // longest flows took over 30 s.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PREVIEW_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /nginx\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromium?.executablePath, args: CHROMIUM_ARGS },
      },
    },
    {
      name: 'nginx',
      testMatch: /nginx\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${NGINX_PORT}`,
        launchOptions: { executablePath: chromium?.executablePath, args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: [
    {
      command: `npx tsx --tsconfig tsconfig.app.json scripts/dev/mock-api.ts`,
      env: { MOCK_API_PORT: String(MOCK_API_PORT) },
      url: `http://127.0.0.1:${MOCK_API_PORT}/v1/account-info`,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
    },
    {
      command: `node scripts/ci/require-build.mjs && npx vite preview --host 127.0.0.1 --port ${PREVIEW_PORT} --strictPort`,
      env: { API_PROXY_TARGET: `http://127.0.0.1:${MOCK_API_PORT}` },
      url: `http://127.0.0.1:${PREVIEW_PORT}`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `node scripts/ci/require-build.mjs && node scripts/ci/serve-nginx.mjs --dist dist --upstream http://127.0.0.1:${MOCK_API_PORT} --port ${NGINX_PORT}`,
      url: `http://127.0.0.1:${NGINX_PORT}/`,
      reuseExistingServer: !process.env.CI,
      // SIGTERM lets the script stop nginx and remove its temporary config directory.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
})
