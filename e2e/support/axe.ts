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
 * (a single-page app keeps it across its own navigations), and runs in the page itself: the app renders no frames,
 * so the frame-by-frame partial runs and the extra blank page a general-purpose runner opens for them buy nothing
 * here and cost about a second per scan (docs/decisions/111-test-suite-layout.md).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  const frames = page.frames().length
  if (frames > 1) throw new Error(`axe here scans one document, and this page has ${frames - 1} frames; scan each frame too`)
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
