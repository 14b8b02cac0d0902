import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import type { AxeResults, RunOptions } from 'axe-core'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

const RUN_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  // Only violations fail a journey; collecting every passing node too is most of axe's work on a large page.
  resultTypes: ['violations'],
}

/**
 * The page's WCAG 2.1 A/AA violations, one line each. axe is loaded into the page once and stays for the page's life
 * (a single-page app keeps it across its own navigations), and runs in the page itself: the app renders almost no frames,
 * so the frame-by-frame partial runs and the extra blank page a general-purpose runner opens for them buy nothing
 * here and cost about a second per scan (docs/decisions/111-test-suite-layout.md), except for the frames a page shows.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const lines = await documentViolations(page)
  // Each frame the page shows (the e-mail previews of Settings → Agent e-mails) is a document of its own, sandboxed
  // without scripts, where axe cannot run: its HTML is scanned in a page of its own, as a mail program would show it.
  for (const frame of page.frames().filter((frame) => frame !== page.mainFrame())) {
    const element = await frame.frameElement()
    const html = await element.getAttribute('srcdoc')
    const title = await element.getAttribute('title')
    if (html === null) throw new Error(`a frame without srcdoc (${title ?? frame.url()}): scan it another way`)
    const framePage = await page.context().newPage()
    try {
      await framePage.setContent(html)
      lines.push(...(await documentViolations(framePage)).map((line) => `${line} in the frame "${title}"`))
    } finally {
      await framePage.close()
    }
  }
  return lines
}

async function documentViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  const violations = await page.evaluate(async (options) => {
    const results: AxeResults = await (
      window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }
    ).axe.run(document, options)
    return results.violations
  }, RUN_OPTIONS)
  return violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  )
}
