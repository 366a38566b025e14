import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { availableParallelism } from 'node:os'
import { promisify } from 'node:util'

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
    probe.on('error', reject)
  })
}

/** Starts a command and resolves once its output matches; it ends with this process. */
export function startUntil(command: string, args: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<{ child: ChildProcess; match: RegExpMatchArray }> {
  const child = spawn(command, args, { env: { ...process.env, ...env, STOP_WITH_PARENT: '1' }, stdio: ['ignore', 'pipe', 'inherit'], detached: true })
  return new Promise((resolve, reject) => {
    let seen: string | undefined = ''
    // Read until ready; what it logs after (a line a request) is read and let go.
    child.stdout!.on('data', (chunk: Buffer) => {
      if (seen === undefined) return
      seen += chunk.toString()
      const match = seen.match(ready)
      if (match) {
        seen = undefined
        resolve({ child, match })
      }
    })
    child.on('exit', (code) => reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)))
  })
}

/** Stops a process started by startUntil, with everything it started. */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  process.kill(-child.pid!, 'SIGTERM')
  await exited
}

/**
 * Keeps a process, all its threads, on the first core (`taskset`), or lets it use every core again:
 * two servers compared under load each answer on the same one core, and the load generator's work
 * on the other cores does not take from the server it measures.
 */
export async function onFirstCore(child: ChildProcess, only = true): Promise<void> {
  const cores = only ? '0' : `0-${availableParallelism() - 1}`
  await promisify(execFile)('taskset', ['--all-tasks', '--cpu-list', '--pid', cores, String(child.pid)])
}
