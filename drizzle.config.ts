import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  // Each module keeps its tables in its own schema.ts (the platform's are beside the code that uses them).
  schema: './src/server/**/*schema.ts',
  out: './drizzle',
})
