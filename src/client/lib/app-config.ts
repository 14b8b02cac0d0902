import { DEFAULT_PUBLIC_CONFIG, publicConfigSchema, type PublicConfig } from '@/shared/schemas/config'

// The server writes the whitelisted config into <meta name="app-config"> (src/shared/schemas/config.ts).
// The Vite dev server leaves it empty, so anything missing or malformed falls back to the defaults.
function readAppConfig(): PublicConfig {
  const content = document.querySelector('meta[name="app-config"]')?.getAttribute('content')?.trim()
  if (!content) return DEFAULT_PUBLIC_CONFIG
  try {
    const parsed = publicConfigSchema.safeParse(JSON.parse(content))
    return parsed.success ? parsed.data : DEFAULT_PUBLIC_CONFIG
  } catch {
    return DEFAULT_PUBLIC_CONFIG
  }
}

export const appConfig: PublicConfig = readAppConfig()
