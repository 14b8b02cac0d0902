// Bundles the server's own code into dist/server/main.js; packages stay external (node_modules).
// `--outfile PATH` writes the bundle elsewhere: the API tests that start the real entry point in a process of its own
// bundle it once per worker instead of compiling every file at each start (src/server/test/server-entry.ts).
import { parseArgs } from 'node:util'
import { build } from 'esbuild'

const { values } = parseArgs({ options: { outfile: { type: 'string', default: 'dist/server/main.js' } } })

await build({
  entryPoints: ['src/server/main.ts'],
  outfile: values.outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
})
