// Characters no page address of ours holds raw, but that browsers bend: a backslash reads as a slash ("/\evil.com" is
// "//evil.com"), and tabs and line breaks are dropped ("/\t/evil.com" is "//evil.com").
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const BENT = /[\u0000-\u001f\u007f\\]/

const MAX_LENGTH = 2048

/**
 * The page to return to after signing in (`?next=`), when it is a page of this site: a path that starts with one "/"
 * and resolves, against `origin`, to `origin` itself. Anything else (another site, a scheme such as javascript:, a
 * protocol-relative "//host") is null, and the caller goes to its default page (docs/decisions/094).
 */
export function readNextPath(next: string | null | undefined, origin: string): string | null {
  if (!next || next.length > MAX_LENGTH) return null
  if (!next.startsWith('/') || next.startsWith('//') || BENT.test(next)) return null
  let url: URL
  try {
    url = new URL(next, origin)
  } catch {
    return null
  }
  if (url.origin !== origin) return null
  return `${url.pathname}${url.search}${url.hash}`
}
