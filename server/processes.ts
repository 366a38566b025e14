import cluster, { type Worker } from 'node:cluster'
import type { Env } from './env.ts'
import type { OpenMessage } from './run-store.ts'
import { log } from './log.ts'

/** A store process that ends this soon after it started is not started again: its failure is not a passing one. */
const FAILED_START_MS = 30_000

/**
 * Runs `env.workers` store processes on one port (node:cluster hands each connection to one of
 * them). The store is open when all of them are; a process that ends later is started again.
 */
export function runProcesses(env: Env) {
  const count = env.workers ?? 1
  const workerEnv = { PORT: String(env.port) }
  const opened = new Map<number, string>()
  let stopping = false

  const start = () => {
    const worker = cluster.fork(workerEnv)
    const startedAt = Date.now()
    worker.on('message', (message: OpenMessage) => {
      if (!message?.open || opened.has(worker.id)) return
      opened.set(worker.id, message.open)
      // One of them seeded a new database: the line says so.
      if (opened.size === count) log.info([...opened.values()].find((line) => line.includes(', seeded')) ?? message.open)
    })
    worker.on('exit', (code, signal) => {
      if (stopping) return
      if (!opened.has(worker.id) || Date.now() - startedAt < FAILED_START_MS) {
        // It could not open (its reason is in the log): the store cannot either.
        stopAll(1)
        return
      }
      log.error(`A store process (pid ${worker.process.pid}) ended (${signal ?? `code ${code}`}); starting another`)
      opened.delete(worker.id)
      start()
    })
    return worker
  }

  const stopAll = (code: number) => {
    stopping = true
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined && !worker.isDead())
    if (workers.length === 0) process.exit(code)
    let left = workers.length
    for (const worker of workers) {
      worker.once('exit', () => --left === 0 && process.exit(code))
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
