import { spawn } from 'node:child_process'
import { freePort } from './processes.ts'

async function firstByte(url: string, startedAt: number): Promise<number> {
  for (;;) {
    try {
      const response = await fetch(url)
      if (response.ok) return performance.now() - startedAt
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** `npm start` from nothing to the first byte of `/`, in milliseconds. */
export async function coldStart(dataDir: string): Promise<number> {
  const port = await freePort()
  const startedAt = performance.now()
  const child = spawn('npm', ['start', '--silent'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, STOP_WITH_PARENT: '1' },
    stdio: 'ignore',
    detached: true,
  })
  const ms = await firstByte(`http://127.0.0.1:${port}/`, startedAt)
  const exited = new Promise((resolve) => child.once('exit', resolve))
  process.kill(-child.pid!, 'SIGTERM')
  await exited
  return ms
}
