import cluster, { type Worker } from 'node:cluster'
import type { Env } from './env.ts'
import type { OpenMessage } from './run-store.ts'
import { exitWhenLogged, log } from './log.ts'

/** How long a process that ended waits to be started again: longer after each one that ended soon after its start, up to 30 s. */
const restartWaitMs = (quickEnds: number) => Math.min(30_000, 1000 * 2 ** quickEnds)
/** A process that ran this long before it ended had started well: the next one is started at once. */
const RAN_WELL_MS = 60_000

/**
 * Runs `env.workers` store processes on one port (node:cluster hands each connection to one of
 * them). The store is open when all of them are; one that cannot open at first stops them all
 * (its reason is in the log). Once open, a process that ends is started again, after a wait that
 * grows while they keep ending soon after they start.
 */
export function runProcesses(env: Env) {
  const count = env.workers ?? 1
  const workerEnv = { PORT: String(env.port) }
  const opened = new Map<number, string>()
  let open = false
  let stopping = false
  let quickEnds = 0

  const start = () => {
    if (stopping) return
    const worker = cluster.fork(workerEnv)
    const startedAt = Date.now()
    worker.on('message', (message: OpenMessage) => {
      if (!message?.open || opened.has(worker.id)) return
      opened.set(worker.id, message.open)
      if (!open && opened.size === count) {
        open = true
        // One of them seeded a new database: the line says so.
        log.info([...opened.values()].find((line) => line.includes(', seeded')) ?? message.open)
      }
    })
    worker.on('exit', (code, signal) => {
      opened.delete(worker.id)
      if (stopping) return
      if (!open) {
        stopAll(1)
        return
      }
      quickEnds = Date.now() - startedAt < RAN_WELL_MS ? quickEnds + 1 : 0
      const waitMs = quickEnds === 0 ? 0 : restartWaitMs(quickEnds)
      log.error(`A store process (pid ${worker.process.pid}) ended (${signal ?? `code ${code}`}); another starts in ${waitMs / 1000} s`)
      setTimeout(start, waitMs)
    })
    return worker
  }

  const stopAll = (code: number) => {
    if (stopping) return
    stopping = true
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined && !worker.isDead())
    if (workers.length === 0) exitWhenLogged(code)
    let left = workers.length
    for (const worker of workers) {
      worker.once('exit', () => --left === 0 && exitWhenLogged(code))
      worker.process.kill('SIGTERM')
    }
  }

  for (let i = 0; i < count; i++) start()
  process.once('SIGINT', () => stopAll(0))
  process.once('SIGTERM', () => stopAll(0))
  if (process.env.STOP_WITH_PARENT === '1') {
    const parent = process.ppid
    setInterval(() => process.ppid !== parent && stopAll(0), 1000).unref()
  }
}
