// Lighthouse (12.x: the last line that runs on Node 20) against Debian's chromium, with its default mobile
// settings: a Moto G Power sized screen, simulated slow 4G and a 4x slower CPU. The machine is shared and noisy,
// so a page's figures are the medians of several runs.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_PATH } from './first-load.mjs'
import { median } from './measure.mjs'

export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)

// Chromium now and then loses the start of the trace; that is a failed recording, not a figure of the page.
const RECORDING_FAILURES = new Set(['NO_NAVSTART'])
const RECORDING_ATTEMPTS = 3
// Lighthouse clears the origin's caches before each run but keeps its local storage and IndexedDB, so every run
// after the first would be a visitor who came before and whose browser forgot the files: the font list theme-init.js
// keeps and the quiz's saved answers changed what the page loads. Each run is a first visit (docs/decisions/118).
const CLEAR_STORAGE_TYPES = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage', 'indexeddb']

/** `cookie` (`name=value`) goes with every request of the page, for pages behind sign-in. */
async function auditOnce(url, port, { categories = ['performance'], cookie } = {}) {
  for (let attempt = 1; ; attempt++) {
    const flags = {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      clearStorageTypes: CLEAR_STORAGE_TYPES,
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    }
    const { lhr } = await lighthouse(url, flags)
    if (!lhr.runtimeError) return lhr
    if (!RECORDING_FAILURES.has(lhr.runtimeError.code) || attempt === RECORDING_ATTEMPTS)
      throw new Error(`Lighthouse: ${lhr.runtimeError.message}`)
    process.stdout.write(`lighthouse ${new URL(url).pathname}: ${lhr.runtimeError.code}, recording again\n`)
  }
}

const launchChrome = () =>
  chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] })

/** Median performance score (0-100), LCP, FCP and TBT (ms) of `url` over LIGHTHOUSE_RUNS runs; `cookie` signs it in. */
export async function lighthouseMobile(url, { runs = LIGHTHOUSE_RUNS, cookie } = {}) {
  const chrome = await launchChrome()
  try {
    const samples = []
    for (let run = 0; run < runs; run++) {
      const lhr = await auditOnce(url, chrome.port, { cookie })
      // A page behind sign-in whose session was not taken sends the visitor to /auth: that would measure the wrong page.
      const ended = new URL(lhr.finalDisplayedUrl).pathname
      if (ended !== new URL(url).pathname) throw new Error(`Lighthouse: ${new URL(url).pathname} ended at ${ended}`)
      const audit = (id) => lhr.audits[id].numericValue
      samples.push({
        score: lhr.categories.performance.score * 100,
        lcp: audit('largest-contentful-paint'),
        fcp: audit('first-contentful-paint'),
        tbt: audit('total-blocking-time'),
      })
      process.stdout.write(`lighthouse ${new URL(url).pathname} run ${run + 1}/${runs}: ${samples.at(-1).score.toFixed(0)}\n`)
    }
    const pick = (key) => median(samples.map((sample) => sample[key]))
    return { score: pick('score'), lcp: pick('lcp'), fcp: pick('fcp'), tbt: pick('tbt'), scores: samples.map((sample) => sample.score) }
  } finally {
    await chrome.kill()
  }
}

/**
 * The SEO score (0-100) of each of `urls`, one run each: the audits read the page's markup (title, description,
 * crawlability, link texts, status), which does not vary from run to run. `failed` names the audits that did not pass.
 */
export async function lighthouseSeo(urls) {
  const chrome = await launchChrome()
  try {
    const results = []
    for (const url of urls) {
      const lhr = await auditOnce(url, chrome.port, { categories: ['seo'] })
      const { score, auditRefs } = lhr.categories.seo
      const failed = auditRefs.filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
      results.push({ url, score: score * 100, failed: failed.map((ref) => ref.id) })
      process.stdout.write(`lighthouse seo ${new URL(url).pathname}: ${(score * 100).toFixed(0)}\n`)
    }
    return results
  } finally {
    await chrome.kill()
  }
}
