// `npm start`: builds when the build is missing or older than the sources, then serves it.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const OUTPUTS = ['dist/server/main.js', 'dist/client/index.html']
const SOURCES = ['src', 'drizzle', 'package-lock.json', 'vite.config.ts']

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))))
}

const builtAt = Math.min(...OUTPUTS.map((path) => (existsSync(path) ? statSync(path).mtimeMs : 0)))
if (builtAt === 0 || Math.max(...SOURCES.map(newestMtime)) > builtAt) {
  console.log('Building the app…')
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

// NODE_ENV defaults to production for the config; the packages read it from the environment too (React renders the
// e-mails several times faster in its production build), so it is set before they load.
const env = { NODE_ENV: 'production', ...process.env }
const server = spawnSync(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], { stdio: 'inherit', env })
process.exit(server.status ?? 0)
