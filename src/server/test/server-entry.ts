import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { PROJECT_ROOT } from '@/server/platform/project-root'

let bundled: string | undefined

/**
 * The server's entry point (src/server/main.ts) bundled as `npm run build` bundles it, once per test worker, for the
 * tests that start the real server in a process of its own: `node <bundle>` starts in a second, where compiling
 * every file at each start (tsx) took several. It is written inside the project, so it finds the package's
 * node_modules and migrations as dist/server/main.js does.
 */
export function serverEntry(): string {
  if (bundled) return bundled
  const outfile = join(PROJECT_ROOT, 'node_modules', '.cache', 'agentworks-test', `server-${process.pid}`, 'main.js')
  execFileSync(process.execPath, ['scripts/build-server.mjs', '--outfile', outfile], { cwd: PROJECT_ROOT, stdio: 'inherit' })
  bundled = outfile
  return outfile
}
