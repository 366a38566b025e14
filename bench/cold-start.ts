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

function alive(group: number): boolean {
  try {
    process.kill(group, 0)
    return true
  } catch {
    return false
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
  process.kill(-child.pid!, 'SIGTERM')
  // npm ends before the store it started: the run waits for every process of the start to end, so the next opens the data folder.
  while (alive(-child.pid!)) await new Promise((resolve) => setTimeout(resolve, 20))
  return ms
}
