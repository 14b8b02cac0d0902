import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  // One file per area; each helper adds its own without touching the others.
  schema: './src/server/db/schema/*.ts',
  out: './drizzle',
})
