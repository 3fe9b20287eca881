/**
 * Turns deploy/nginx/default.conf.template and deploy/security-headers.mjs into nginx configuration.
 *
 *   node deploy/nginx/render.mjs --templates <dir>
 *     writes default.conf.template and security-headers.inc.template into <dir>, placeholders kept: what the
 *     official nginx image wants in /etc/nginx/templates (the Dockerfile's build stage runs this).
 *
 * scripts/ci/serve-nginx.mjs uses renderConfig() to fill them in itself, the way the image's envsubst does.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { connectSrcSuffix, nginxSecurityHeaders } from '../security-headers.mjs'

const HERE = dirname(fileURLToPath(import.meta.url))
const SERVER_TEMPLATE = join(HERE, 'default.conf.template')

/** The placeholders the templates use; the Dockerfile's NGINX_ENVSUBST_FILTER names the same ones. */
const PLACEHOLDERS = ['NGINX_LISTEN', 'NGINX_ROOT', 'API_UPSTREAM', 'CSP_CONNECT_SRC_SUFFIX']

/** security-headers.inc as a template: the CSP's connect-src ends with the CSP_CONNECT_SRC_SUFFIX placeholder. */
function securityHeadersTemplate() {
  return [
    '# Generated from deploy/security-headers.mjs by deploy/nginx/render.mjs: edit that file, not this one.',
    nginxSecurityHeaders('${CSP_CONNECT_SRC_SUFFIX}'),
    '',
  ].join('\n')
}

/**
 * The origin /v1 is proxied to, e.g. "https://api.example.com" or "http://127.0.0.1:8787". A path would
 * make nginx replace /v1/ with it, so only an origin is accepted (a trailing slash is dropped).
 * @param {string | undefined} value
 */
export function parseUpstream(value) {
  const upstream = (value ?? '').trim().replace(/\/$/, '')
  if (!/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$|^https?:\/\/\[[0-9a-f:.]+\](:\d{1,5})?$/i.test(upstream)) {
    throw new Error(
      `API_UPSTREAM must be an http(s) origin with no path, e.g. https://api.example.com (got "${value ?? ''}")`,
    )
  }
  return upstream
}

/**
 * Fills in the placeholders written as a dollar sign and a name in braces, as envsubst does with a list of
 * names. A placeholder with no value is an error (nginx would read it as an unknown variable).
 * @param {string} template
 * @param {Record<string, string>} values
 */
function substitute(template, values) {
  return template.replace(/\$\{(\w+)\}/g, (placeholder, name) => {
    if (!PLACEHOLDERS.includes(name)) return placeholder
    const value = values[name]
    if (value === undefined) throw new Error(`No value for ${placeholder} in the nginx template`)
    return value
  })
}

/**
 * Writes the templates with their placeholders, as the nginx image's /etc/nginx/templates wants them.
 * @param {string} dir
 */
export async function writeTemplates(dir) {
  await mkdir(dir, { recursive: true })
  await writeFile(join(dir, 'default.conf.template'), await readFile(SERVER_TEMPLATE, 'utf8'))
  await writeFile(join(dir, 'security-headers.inc.template'), securityHeadersTemplate())
}

/**
 * Writes conf.d/default.conf and conf.d/security-headers.inc, filled in, under `prefix` (the directory of
 * the main nginx.conf, which the template's `include conf.d/…` is relative to).
 * @param {string} prefix
 * @param {{ listen: string, root: string, upstream: string, connectSrc?: string }} settings
 */
export async function renderConfig(prefix, { listen, root, upstream, connectSrc }) {
  const values = {
    NGINX_LISTEN: listen,
    NGINX_ROOT: resolve(root),
    API_UPSTREAM: parseUpstream(upstream),
    CSP_CONNECT_SRC_SUFFIX: connectSrcSuffix(connectSrc),
  }
  const confDir = join(prefix, 'conf.d')
  await mkdir(confDir, { recursive: true })
  await writeFile(join(confDir, 'default.conf'), substitute(await readFile(SERVER_TEMPLATE, 'utf8'), values))
  await writeFile(join(confDir, 'security-headers.inc'), substitute(securityHeadersTemplate(), values))
  return join(confDir, 'default.conf')
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [flag, dir] = process.argv.slice(2)
  if (flag !== '--templates' || !dir) {
    console.error('Usage: node deploy/nginx/render.mjs --templates <dir>')
    process.exit(2)
  }
  await writeTemplates(dir)
  console.log(`nginx templates written to ${dir}`)
}
