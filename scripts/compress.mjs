// Precompresses the built client (brotli and gzip) so @fastify/static serves them without CPU per request.
// `--fast` is the test build's (npm run build:test): the browser journeys need the files served compressed as in
// production, not their smallest size, which brotli's quality 11 spends most of the build's time on.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const { values } = parseArgs({ options: { fast: { type: 'boolean', default: false } } })
const BROTLI_QUALITY = values.fast ? 4 : 11
const GZIP_LEVEL = values.fast ? 1 : 9

const ROOT = 'dist/client'
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(path)
    else yield path
  }
}

for await (const path of walk(ROOT)) {
  if (!COMPRESSIBLE.test(path)) continue
  const content = await readFile(path)
  if (content.length < 512) continue
  await writeFile(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }))
  await writeFile(`${path}.gz`, gzipSync(content, { level: GZIP_LEVEL }))
}
// The bench measures first-load bytes at production compression: it rebuilds when it finds the test build.
await writeFile('dist/client-compression.txt', values.fast ? 'fast\n' : 'production\n')
