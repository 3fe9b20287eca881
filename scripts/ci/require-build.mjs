import { existsSync } from 'node:fs'

if (!existsSync('dist/index.html')) {
  console.error('The e2e suite runs against the production build: run "npm run build" first (npm test does).')
  process.exit(1)
}
