import { expect, type Locator, type Page, type TestInfo } from '@playwright/test'

export const PHONE = { width: 375, height: 812 }
export const DESKTOP = { width: 1280, height: 800 }

/** Nothing scrolls sideways at the page's current width. */
export async function expectFitsTheScreen(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow, 'horizontal overflow at this width').toBeLessThanOrEqual(0)
}

/**
 * A screenshot for a person to review (the screens a change touched, at both widths and themes), saved beside the
 * test's results when E2E_SCREENSHOTS=on. A run that only checks skips them: a full-page capture costs a second or
 * more of a journey and nothing reads it (docs/decisions/111-test-suite-layout.md).
 */
export async function reviewScreenshot(target: Page | Locator, testInfo: TestInfo, file: string) {
  if (process.env.E2E_SCREENSHOTS !== 'on') return
  const path = testInfo.outputPath(file)
  await ('goto' in target ? target.screenshot({ path, fullPage: true }) : target.screenshot({ path }))
}

/** axe at 1280 and 375 px, no sideways scroll on the phone, and a screenshot of each for review. */
export async function checkBothWidths(page: Page, expectAccessible: () => Promise<void>, testInfo: TestInfo, name: string) {
  for (const [width, size] of [
    ['1280', DESKTOP],
    ['375', PHONE],
  ] as const) {
    await page.setViewportSize(size)
    if (size === PHONE) await expectFitsTheScreen(page)
    await expectAccessible()
    await reviewScreenshot(page, testInfo, `${name}-${width}.png`)
  }
  await page.setViewportSize(DESKTOP)
}
