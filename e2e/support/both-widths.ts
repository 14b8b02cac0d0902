import { expect, type Page, type TestInfo } from '@playwright/test'

export const PHONE = { width: 375, height: 812 }
export const DESKTOP = { width: 1280, height: 800 }

/** Nothing scrolls sideways at the page's current width. */
export async function expectFitsTheScreen(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow, 'horizontal overflow at this width').toBeLessThanOrEqual(0)
}

/** axe at 1280 and 375 px, no sideways scroll on the phone, and a full-page screenshot of each for review. */
export async function checkBothWidths(page: Page, expectAccessible: () => Promise<void>, testInfo: TestInfo, name: string) {
  for (const [width, size] of [
    ['1280', DESKTOP],
    ['375', PHONE],
  ] as const) {
    await page.setViewportSize(size)
    if (size === PHONE) await expectFitsTheScreen(page)
    await expectAccessible()
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true })
  }
  await page.setViewportSize(DESKTOP)
}
