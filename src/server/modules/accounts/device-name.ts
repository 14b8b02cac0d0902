// The browser and system a session was started from, for the Account settings page's list of sessions
// (docs/decisions/093). Only this summary is stored, never the User-Agent header itself: it tells the owner which
// session is which without keeping a fingerprint.

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:HeadlessChrome|Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
]

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
]

const firstMatch = (rules: [RegExp, string][], userAgent: string) => rules.find(([pattern]) => pattern.test(userAgent))?.[1]

/** "Firefox on Linux", "Safari on iPhone", "curl": what a User-Agent header says in a few words; null when it says nothing. */
export function describeDevice(userAgent: string | undefined): string | null {
  const header = userAgent?.slice(0, 512).trim()
  if (!header) return null
  const browser = firstMatch(BROWSERS, header)
  const system = firstMatch(SYSTEMS, header)
  if (browser && system) return `${browser} on ${system}`
  if (browser ?? system) return (browser ?? system)!
  // A tool's own name ("curl/8.5.0", "node-fetch"), cut to its name.
  const tool = /^([A-Za-z][\w.-]{0,30})/.exec(header)?.[1]
  return tool ?? null
}
