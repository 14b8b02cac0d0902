// Issues 5 and 6: the public pages every visitor loads first, on the production build. Their first-load JS and CSS
// (gzip, everything fetched until the network is idle) and a Lighthouse mobile run (docs/decisions/023); the Lighthouse
// SEO score of every public page (docs/decisions/086, 097).
import { describeFiles, firstLoadBytes, kilobytes } from '../lib/first-load.mjs'
import { lighthouseMobile, lighthouseSeo } from '../lib/lighthouse.mjs'
import { startBenchServer } from '../lib/server.mjs'

// Its own port: other sections (accounts 3201-3203; another issue's bench on 3211) may run beside it on this machine.
const PORT = 3241
const KB = 1024
// The pages a visitor may arrive at from a search engine or an ad (robots-routes.ts lists them for crawlers), and /auth.
const PUBLIC_PAGES = ['/', '/quiz-funnel', '/demo', '/improved-onboarding', '/auth', '/privacy', '/terms']
// One Lighthouse run varies by a few points on a two-core machine: the budgets of these two pages are medians of five.
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5)

export const title = 'Public pages (production build)'

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`
const describe = (lighthouse) =>
  `${lighthouse.score.toFixed(0)} (runs ${lighthouse.scores.map((score) => score.toFixed(0)).join(', ')}; FCP ${seconds(lighthouse.fcp)}, TBT ${lighthouse.tbt.toFixed(0)} ms)`

export async function run() {
  const server = await startBenchServer('pages-server', { PAGES_PORT: String(PORT) })
  try {
    // localhost, not 127.0.0.1: the address a visitor's browser would show, and the one the CSP and cookies expect.
    const origin = `http://localhost:${PORT}`
    const landing = await firstLoadBytes(`${origin}/`)
    const quiz = await firstLoadBytes(`${origin}/quiz-funnel`)
    const landingLighthouse = await lighthouseMobile(`${origin}/`, { runs: LIGHTHOUSE_RUNS })
    const quizLighthouse = await lighthouseMobile(`${origin}/quiz-funnel`, { runs: LIGHTHOUSE_RUNS })
    const seo = await lighthouseSeo(PUBLIC_PAGES.map((path) => `${origin}${path}`))
    return [
      { name: '/ first-load JS (gzip)', value: kilobytes(landing.js), budget: '≤ 90 KB', ok: landing.js <= 90 * KB },
      { name: '/ first-load CSS (gzip)', value: kilobytes(landing.css), budget: '≤ 15 KB', ok: landing.css <= 15 * KB },
      { name: '  / first-load files', value: describeFiles(landing.files), budget: '(reported)' },
      {
        name: `/ Lighthouse mobile performance (median of ${LIGHTHOUSE_RUNS})`,
        value: describe(landingLighthouse),
        budget: '≥ 95',
        ok: landingLighthouse.score >= 95,
      },
      {
        name: `/ Lighthouse mobile LCP (median of ${LIGHTHOUSE_RUNS})`,
        value: seconds(landingLighthouse.lcp),
        budget: '≤ 2.0 s',
        ok: landingLighthouse.lcp <= 2000,
      },
      { name: '/quiz-funnel first-load JS (gzip)', value: kilobytes(quiz.js), budget: '≤ 140 KB', ok: quiz.js <= 140 * KB },
      { name: '/quiz-funnel first-load CSS (gzip)', value: kilobytes(quiz.css), budget: '(reported)' },
      { name: '  /quiz-funnel first-load files', value: describeFiles(quiz.files), budget: '(reported)' },
      {
        name: `/quiz-funnel Lighthouse mobile performance (median of ${LIGHTHOUSE_RUNS})`,
        value: describe(quizLighthouse),
        budget: '≥ 95',
        ok: quizLighthouse.score >= 95,
      },
      {
        name: `/quiz-funnel Lighthouse mobile LCP (median of ${LIGHTHOUSE_RUNS})`,
        value: seconds(quizLighthouse.lcp),
        budget: '≤ 2.0 s',
        ok: quizLighthouse.lcp <= 2000,
      },
      ...seo.map(({ url, score, failed }) => ({
        name: `${new URL(url).pathname} Lighthouse SEO`,
        value: failed.length > 0 ? `${score.toFixed(0)} (failed: ${failed.join(', ')})` : score.toFixed(0),
        budget: '≥ 95',
        ok: score >= 95,
      })),
    ]
  } finally {
    await server.stop()
  }
}
