// First-load JS and CSS of a page of the production build: every script and stylesheet the browser fetches
// until the network is idle, counted at the size of its precompressed .gz file.
import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const gzipSize = (path) => {
  const file = join('dist/client', path)
  return existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : statSync(file).size
}

/** `cookie` (`name=value`, e.g. a session) is sent with every request of the page, for pages behind sign-in. */
export async function firstLoadBytes(url, { cookie } = {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu'] })
  try {
    const context = await browser.newContext()
    if (cookie) {
      const [name, ...value] = cookie.split('=')
      await context.addCookies([{ name, value: value.join('='), url }])
    }
    const page = await context.newPage()
    const assets = new Set()
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname
      if (/\.(js|css)$/.test(path)) assets.add(path)
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    // A page behind sign-in without its session sends the visitor to /auth: that would weigh the wrong page.
    const ended = new URL(page.url()).pathname
    if (ended !== new URL(url).pathname) throw new Error(`${new URL(url).pathname} ended at ${ended}`)
    const sum = (extension) => [...assets].filter((path) => path.endsWith(extension)).reduce((total, path) => total + gzipSize(path), 0)
    // Each file with its size, so that a chunk that moves into or out of the first load shows.
    const files = [...assets].sort().map((path) => ({ path, bytes: gzipSize(path) }))
    return { js: sum('.js'), css: sum('.css'), files }
  } finally {
    await browser.close()
  }
}

export const kilobytes = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

/** "index-C1x2.js 31.0 KB, …": a page's first-load files for the report. */
export const describeFiles = (files) => files.map(({ path, bytes }) => `${path.split('/').pop()} ${kilobytes(bytes)}`).join(', ')
