import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { spawnSync } from 'node:child_process'
import { describe, expect, it, onTestFinished } from 'vitest'
import { DataDirLockedError, lockDataDir } from './data-dir-lock'

function scratchDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'agentworks-lock-'))
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

describe('lockDataDir', () => {
  it('takes the lock, refuses a second holder while the first lives, and frees it on release', () => {
    const dir = scratchDir()
    // Our parent process is alive and is not us: it stands for another server holding the directory.
    writeFileSync(join(dir, 'server.lock'), String(process.ppid))
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError)
    expect(() => lockDataDir(dir)).toThrow(/is in use by another server/)
  })

  it('takes over a stale lock left by a killed process', () => {
    const dir = scratchDir()
    const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' })
    writeFileSync(join(dir, 'server.lock'), dead.stdout.trim())
    const release = lockDataDir(dir)
    expect(readFileSync(join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid))
    release()
    const again = lockDataDir(dir)
    again()
  })
})
