import { expect, test } from './support/fixtures'

// Public pages that are real (docs/decisions/086): the header's anchors exist, every footer link leads to a page,
// the legal pages say what the product stores, each page has its own title, and crawlers get robots.txt and a sitemap.

test('the header’s About, FAQ and Support lead to sections of the landing page', async ({ page, expectAccessible }) => {
  for (const [link, heading] of [
    ['About', 'about'],
    ['FAQ', 'faq'],
    ['Support', 'support'],
  ] as const) {
    // The public header of every other page; the landing page has its own header.
    await page.goto('/privacy')
    await page.getByRole('banner').getByRole('link', { name: link, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/#${heading}$`))
    await expect(page.locator(`section#${heading} h2`)).toBeInViewport()
  }
  // At least eight real questions, each answering when opened (native disclosures, docs/decisions/098).
  const faq = page.locator('section#faq')
  expect(await faq.locator('summary').count()).toBeGreaterThanOrEqual(8)
  const cancel = faq.locator('details', { hasText: 'How do I cancel?' })
  await expect(cancel.locator('p')).toBeHidden()
  await cancel.getByText('How do I cancel?').click()
  await expect(cancel.locator('p')).toBeVisible()
  await expectAccessible()
})

test('every footer link of the landing page has a target, and the legal pages exist', async ({ page, expectAccessible }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  for (const link of await footer.getByRole('link').all()) await expect(link).toHaveAttribute('href', /^(\/|#|https?:)/)
  await footer.getByRole('link', { name: 'Privacy' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible()
  await expect(page).toHaveTitle('Privacy policy · AgentWorks')
  await expectAccessible()
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible()
  await expectAccessible()
})

test('each public page has its own title and description', async ({ page }) => {
  const seen = new Map<string, string>()
  for (const path of ['/', '/quiz-funnel', '/demo', '/improved-onboarding', '/auth', '/privacy', '/terms']) {
    await page.goto(path)
    await expect(page).not.toHaveTitle('AgentWorks')
    const title = await page.title()
    const description = await page.locator('meta[name="description"]').getAttribute('content')
    expect(title, path).toMatch(/ · AgentWorks$/)
    expect(description?.length ?? 0, path).toBeGreaterThan(20)
    expect([...seen.values()], `${path} repeats a title`).not.toContain(title)
    seen.set(path, title)
  }
})

test('robots.txt and sitemap.xml are real files, not the app', async ({ page }) => {
  const robots = await page.request.get('/robots.txt')
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/)
  expect(await robots.text()).toMatch(/^User-agent: \*/)
  const sitemap = await page.request.get('/sitemap.xml')
  expect(sitemap.headers()['content-type']).toMatch(/xml/)
  const xml = await sitemap.text()
  expect(xml).toContain('<urlset')
  for (const loc of xml.match(/<loc>[^<]+<\/loc>/g) ?? []) {
    const url = new URL(loc.slice(5, -6))
    expect((await page.request.get(url.pathname)).status(), url.pathname).toBe(200)
  }
})

test('the theme can be chosen on the landing page', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: /Change theme/ }).click()
  await page.getByRole('menuitemradio', { name: 'Dark' }).click()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/dark/)
})
