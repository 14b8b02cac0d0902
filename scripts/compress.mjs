// Precompresses the built client (brotli and gzip) so @fastify/static serves them without CPU per request.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

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
  await writeFile(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
  await writeFile(`${path}.gz`, gzipSync(content, { level: 9 }))
}
