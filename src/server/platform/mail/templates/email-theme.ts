/**
 * The product's colours in e-mail: hex values, because mail clients know neither oklch nor CSS variables. The brand is
 * the SPA's --primary (indigo-600, src/client/index.css); the dark values are used by clients that honour
 * prefers-color-scheme, the others keep the light card (docs/decisions/090-emails-from-one-template.md).
 */
export const EMAIL_COLORS = {
  brand: '#4f46e5',
  onBrand: '#ffffff',
  page: '#f4f4f5',
  card: '#ffffff',
  text: '#18181b',
  muted: '#52525b',
  border: '#e4e4e7',
  darkPage: '#18181b',
  darkCard: '#27272a',
  darkText: '#f4f4f5',
  darkMuted: '#a1a1aa',
  darkBorder: '#3f3f46',
} as const

export const EMAIL_FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"
