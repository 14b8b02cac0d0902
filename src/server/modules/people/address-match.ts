// Characters that continue an address on either side: "bob@x.com" is not named by "jimbob@x.com" or "bob@x.com.au".
const LOCAL_PART = /[a-z0-9._%+'-]/
const DOMAIN_PART = /[a-z0-9-]/

/**
 * Whether `text` names `address` (lower-cased) as a whole address, in any case. The database finds candidates by
 * substring; this keeps another person's longer address from being taken for the one asked about.
 */
export function namesAddress(text: string | null | undefined, address: string): boolean {
  if (!text) return false
  const haystack = text.toLowerCase()
  for (let at = haystack.indexOf(address); at !== -1; at = haystack.indexOf(address, at + 1)) {
    const before = haystack[at - 1]
    const after = haystack[at + address.length]
    const afterNext = haystack[at + address.length + 1]
    if (before !== undefined && LOCAL_PART.test(before)) continue
    if (after !== undefined && (DOMAIN_PART.test(after) || (after === '.' && afterNext !== undefined && DOMAIN_PART.test(afterNext))))
      continue
    return true
  }
  return false
}
