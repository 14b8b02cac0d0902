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
