// Starts one of bench/servers/*.ts: bundled with esbuild like the production server, run in its own process,
// ready once it prints its setup as one JSON line.
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { build } from 'esbuild'

export async function startBenchServer(name, env = {}) {
  const outfile = `dist/bench/${name}.js`
  await build({
    entryPoints: [`bench/servers/${name}.ts`],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  })
  // As `npm start` runs the server: the packages read NODE_ENV from the environment (scripts/start.mjs).
  const child = spawn(process.execPath, [outfile], {
    env: { NODE_ENV: 'production', ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const setup = await new Promise((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => line.startsWith('{') && resolve(JSON.parse(line)))
    child.on('exit', (code) => reject(new Error(`bench server ${name} exited with ${code}`)))
  })
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', resolve)
      child.kill('SIGTERM')
    })
  return { setup, stop, pid: child.pid }
}
