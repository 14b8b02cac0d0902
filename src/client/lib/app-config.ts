import {
  DEFAULT_PUBLIC_CONFIG,
  PUBLIC_CONFIG_KEYS,
  RETENTION_KINDS,
  type PublicConfig,
  type RetentionDays,
} from '@/shared/config/public-config'

// The server writes the whitelisted config into <meta name="app-config"> (src/shared/schemas/config.ts).
// The Vite dev server leaves it empty, so anything missing or malformed falls back to the defaults.
// Checked by hand rather than with publicConfigSchema (src/shared/schemas/config.ts): every page (the landing first) reads this module,
// and zod would add ~22 KB gzip to its first load (docs/decisions/020).
/** The retention periods the server uses (docs/decisions/105-retention.md), when each is a whole number of days. */
function readRetentionDays(value: unknown): RetentionDays | null {
  if (typeof value !== 'object' || value === null) return null
  const record = value as Record<string, unknown>
  const valid = RETENTION_KINDS.every((kind) => Number.isInteger(record[kind]) && (record[kind] as number) > 0)
  return valid ? (Object.fromEntries(RETENTION_KINDS.map((kind) => [kind, record[kind]])) as RetentionDays) : null
}

function readAppConfig(): PublicConfig {
  const content = document.querySelector('meta[name="app-config"]')?.getAttribute('content')?.trim()
  if (!content) return DEFAULT_PUBLIC_CONFIG
  try {
    const parsed: unknown = JSON.parse(content)
    if (typeof parsed !== 'object' || parsed === null) return DEFAULT_PUBLIC_CONFIG
    const record = parsed as Record<string, unknown>
    const retention = readRetentionDays(record.retentionDays)
    return PUBLIC_CONFIG_KEYS.every((key) => typeof record[key] === 'string') && retention
      ? ({ ...Object.fromEntries(PUBLIC_CONFIG_KEYS.map((key) => [key, record[key]])), retentionDays: retention } as PublicConfig)
      : DEFAULT_PUBLIC_CONFIG
  } catch {
    return DEFAULT_PUBLIC_CONFIG
  }
}

export const appConfig: PublicConfig = readAppConfig()
