// `npm run dev`: the API (restarted on change by tsx watch) on API_PORT, and Vite with HMR proxying /api to it.
import { spawn } from 'node:child_process'

const apiPort = process.env.API_PORT ?? '3001'
const env = {
  ...process.env,
  NODE_ENV: 'development',
  PORT: apiPort,
  HOST: '127.0.0.1',
  PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173',
}
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite', '--port', '5173', '--strictPort'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
]
const stop = () => children.forEach((child) => child.kill('SIGTERM'))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
children.forEach((child) =>
  child.on('exit', (code) => {
    stop()
    process.exitCode = code ?? 0
  }),
)
