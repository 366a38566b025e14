import cluster from 'node:cluster'
import { createServer, type AddressInfo } from 'node:net'
import { readEnv, ConfigError, type Env } from './start-up/env.ts'
import { runStore } from './start-up/run-store.ts'
import { runProcesses } from './start-up/processes.ts'

/** PORT 0 asks for a free port: it is chosen before the store opens, so the store knows its own address. */
function freePort(env: Env): Promise<number> {
  if (env.port !== 0) return Promise.resolve(env.port)
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, env.host, () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
    probe.on('error', reject)
  })
}

try {
  const read = readEnv()
  if (cluster.isPrimary && read.workers && read.workers > 1) runProcesses({ ...read, port: await freePort(read) })
  else await runStore(cluster.isPrimary ? { ...read, port: await freePort(read) } : read)
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}
