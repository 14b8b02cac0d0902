// How busy the machine was around a section, so that a figure taken on a loaded machine is marked as such. The
// 1-minute load average counts the bench's own server and load generator too, so the CPU time of other processes is
// taken from /proc: the machine's busy time less the bench's (this process and the children it has waited for).
import { readFileSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import { setTimeout as sleep } from 'node:timers/promises'

export const CORES = availableParallelism()
// USER_HZ on Linux.
const TICKS_PER_SECOND = 100
// Other processes' average use above which a figure is marked noisy: half a core of a machine the bench needs whole.
const OTHERS_NOISY_CORES = 0.5
const SETTLE_TIMEOUT_MS = 60_000

export const oneMinuteLoad = () => loadavg()[0]

function machineBusySeconds() {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number)
  const [user, nice, system, , , irq, softirq, steal] = ticks
  return (user + nice + system + irq + softirq + steal) / TICKS_PER_SECOND
}

function benchBusySeconds() {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ')
  // utime, stime, cutime, cstime: the 14th to 17th fields, the 12th to 15th after the command's name.
  return fields.slice(11, 15).reduce((sum, value) => sum + Number(value), 0) / TICKS_PER_SECOND
}

/** Waits (up to a minute) for the load average to fall to the core count, then starts watching. */
export async function watchLoad() {
  const waitUntil = Date.now() + SETTLE_TIMEOUT_MS
  while (oneMinuteLoad() > CORES && Date.now() < waitUntil) await sleep(1000)
  const before = { load: oneMinuteLoad(), machine: machineBusySeconds(), bench: benchBusySeconds(), at: performance.now() }
  return function finish() {
    const seconds = (performance.now() - before.at) / 1000
    const others = (machineBusySeconds() - before.machine - (benchBusySeconds() - before.bench)) / seconds
    const after = oneMinuteLoad()
    const othersCores = Math.max(0, others)
    return {
      before: before.load,
      after,
      othersCores,
      noisy: before.load > CORES || othersCores > OTHERS_NOISY_CORES,
    }
  }
}
