/* global window, document */
// Runs before first paint so the page never flashes the wrong theme (docs/product.md#theme: key 'theme',
// default follows the system). Kept tiny and external: the CSP allows no inline script.
;(function () {
  var stored = null
  try {
    stored = window.localStorage.getItem('theme')
  } catch {
    // Storage can be blocked (privacy mode); fall back to the system preference.
  }
  var theme = stored === 'light' || stored === 'dark' ? stored : 'system'
  var dark = theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches)
  document.documentElement.classList.toggle('dark', dark)
})()

// When text may use Inter (docs/decisions/098): from the start if the font files loaded last time are still cached,
// else after the first contentful paint, so a first visit downloads the font after that paint.
;(function () {
  const KEY = 'agentworks.font-files'
  const root = document.documentElement
  const useInter = () => root.classList.add('inter')
  if (typeof PerformanceObserver === 'undefined' || !(PerformanceObserver.supportedEntryTypes || []).includes('paint')) return useInter()
  let painted = false
  let files = []
  try {
    files = JSON.parse(window.localStorage.getItem(KEY) || '[]')
  } catch {
    // as on a first visit
  }
  if (Array.isArray(files) && files.length > 0) {
    // Most likely cached: as before this decision. A miss answers long before the page's text is laid out.
    useInter()
    const waitForPaint = () => painted || root.classList.remove('inter')
    const cached = files.map((file) => window.fetch(file, { cache: 'only-if-cached', mode: 'same-origin' }))
    Promise.all(cached).then((responses) => responses.every((response) => response.ok) || waitForPaint(), waitForPaint)
  }
  const rememberFiles = () => {
    const fonts = window.performance
      .getEntriesByType('resource')
      .filter((entry) => entry.initiatorType === 'css' && entry.name.endsWith('.woff2'))
    try {
      window.localStorage.setItem(KEY, JSON.stringify(fonts.map((entry) => entry.name)))
    } catch {
      // not remembered: the next load waits for its first paint again
    }
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return
    observer.disconnect()
    painted = true
    useInter()
    document.fonts.load('1em "Inter Variable"').then(rememberFiles, () => undefined)
  })
  observer.observe({ type: 'paint', buffered: true })
})()
