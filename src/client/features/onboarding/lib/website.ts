/** "acme.com" becomes "https://acme.com", so the url-typed field (docs/product.md#onboarding-validation) accepts what people type. */
export function normalizeWebsite(value: string): string {
  const trimmed = value.trim()
  if (!trimmed || /^[a-z][a-z\d+.-]*:/i.test(trimmed)) return trimmed
  return `https://${trimmed}`
}
