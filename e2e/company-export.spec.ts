import { readFile } from 'node:fs/promises'
import { readZipEntries } from '../src/server/modules/company-data/export-unzip'
import { expect, test } from './support/fixtures'
import { reviewScreenshot } from './support/both-widths'

// Settings → Privacy → Export company data (docs/product.md#company-export): the owner exports, sees the progress bar,
// the browser downloads the archive natively, and the page says done; the archive is a zip with README.md inside.

test('the owner exports the company data, follows its progress and gets the archive', async ({
  page,
  signIn,
  expectAccessible,
}, testInfo) => {
  await signIn({ full_name: 'Ezra Owner', company_name: 'Ezra Export Co' })
  const deployed = await page.request.post('/api/agents/deploy', { data: { agentIds: ['max', 'riley'] } })
  expect(deployed.status(), await deployed.text()).toBe(200)

  await page.goto('/settings/privacy')
  const panel = page.getByRole('region', { name: 'Export company data' })
  await expect(panel.getByRole('list', { name: 'What the archive holds' })).toContainText('Signals')
  await expectAccessible()

  // The browser's own download is out of Playwright's routing: the bar is seen with the export's first reading (counted,
  // download starting), which the page shows until its first poll a second later.
  const downloading = page.waitForEvent('download')
  await panel.getByRole('button', { name: 'Export company data' }).click()
  const bar = panel.getByRole('progressbar', { name: 'Exporting' })
  await expect(bar).toBeVisible()
  await expect(bar).toHaveAttribute('aria-valuetext', 'Starting the download…')
  await expectAccessible()
  await reviewScreenshot(panel, testInfo, 'export-progress.png')

  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^ezra-export-co-export-\d{4}-\d{2}-\d{2}\.zip$/)
  const entries = readZipEntries(await readFile((await download.path())!))
  expect(entries.get('README.md')?.toString()).toContain('# Ezra Export Co: data export')
  const agents = JSON.parse(entries.get('agents.json')!.toString()) as { catalogue_id: string }[]
  expect(agents.map((agent) => agent.catalogue_id).sort()).toEqual(['max', 'riley'])

  await expect(panel.getByText('Export complete')).toBeVisible()
  await expect(panel.getByText(/\d+ rows written\. The archive is in your browser/)).toBeVisible()
  await expect(bar).toBeHidden()
  await expectAccessible()
  await reviewScreenshot(panel, testInfo, 'export-done-1280.png')

  await page.setViewportSize({ width: 375, height: 812 })
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow, 'horizontal overflow at 375 px').toBeLessThanOrEqual(0)
  await expectAccessible()
  await reviewScreenshot(panel, testInfo, 'export-done-375.png')
})
