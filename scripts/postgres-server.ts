import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createDatabase } from '#server/db/server-databases.ts'

/** A PostgreSQL server of a test or bench run's own: its cluster in a scratch folder, on a free port of 127.0.0.1, gone when stopped. */
export interface PostgresServer {
  /** A URL of its `postgres` database, as the owner, for making databases. */
  url: string
  /** The URL of a database of this server, made if need be. */
  database: (name: string) => Promise<string>
  stop: () => Promise<void>
}

/** The folder of PostgreSQL's server programs: on PATH, or Debian's newest under /usr/lib/postgresql. */
function serverPrograms(): string {
  try {
    const onPath = execFileSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' }).trim()
    if (onPath) return join(onPath, '..')
  } catch {
    // Not on PATH: look where Debian puts it.
  }
  const versions = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .filter((version) => existsSync(`/usr/lib/postgresql/${version}/bin/pg_ctl`))
        .sort((a, b) => Number(b) - Number(a))
    : []
  if (versions.length === 0) throw new Error('PostgreSQL is not installed: on Debian, apt-get install -y postgresql')
  return `/usr/lib/postgresql/${versions[0]}/bin`
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
    probe.on('error', reject)
  })
}

/** PostgreSQL refuses to run as root: as root, the cluster belongs to Debian's `postgres` user (or `nobody`). */
function runAs(): { user: string; uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined
  for (const user of ['postgres', 'nobody']) {
    try {
      const id = (flag: string) => Number(execFileSync('id', [flag, user], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim())
      return { user, uid: id('-u'), gid: id('-g') }
    } catch {
      // No such user: try the next.
    }
  }
  throw new Error('Running as root, and no unprivileged user (postgres, nobody) to run PostgreSQL as')
}

/**
 * Starts a throwaway PostgreSQL server. Its settings suit a run that throws its data away
 * (`fsync` off) unless `durable` asks for a server that keeps what it acknowledged.
 */
export async function startPostgresServer(options: { durable?: boolean } = {}): Promise<PostgresServer> {
  const bin = serverPrograms()
  const folder = mkdtempSync(join(tmpdir(), 'snackfolk-postgres-'))
  const data = join(folder, 'data')
  const owner = runAs()
  if (owner) {
    chmodSync(folder, 0o755)
    chownSync(folder, owner.uid, owner.gid)
  }
  const run = (program: string, args: string[]) =>
    owner ? spawn('runuser', ['-u', owner.user, '--', join(bin, program), ...args]) : spawn(join(bin, program), args)
  const finished = (child: ChildProcess) =>
    new Promise<void>((resolve, reject) => {
      let output = ''
      child.stdout?.on('data', (chunk) => (output += chunk))
      child.stderr?.on('data', (chunk) => (output += chunk))
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`PostgreSQL's setup failed (${code}): ${output.trim()}`))))
    })
  await finished(run('initdb', ['-D', data, '-A', 'trust', '-U', 'snackfolk', '--no-sync', '-E', 'UTF8', '--locale=C']))
  const port = await freePort()
  const settings = [
    `-p ${port}`,
    `-k ${folder}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=200',
    '-c shared_buffers=256MB',
    ...(options.durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
  ].join(' ')
  await finished(run('pg_ctl', ['-D', data, '-o', settings, '-l', join(folder, 'log'), '-w', 'start']))
  // A run that is killed leaves no server behind: a watcher stops it once the run's process is gone.
  const stopCommand = `${owner ? `runuser -u ${owner.user} -- ` : ''}'${join(bin, 'pg_ctl')}' -D '${data}' -m immediate stop`
  spawn('sh', ['-c', `while kill -0 ${process.pid} 2>/dev/null; do sleep 1; done; ${stopCommand}; rm -rf '${folder}'`], {
    detached: true,
    stdio: 'ignore',
  }).unref()
  const url = `postgres://snackfolk@127.0.0.1:${port}/postgres`
  return {
    url,
    database: (name) => createDatabase(url, name),
    async stop() {
      await finished(run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'])).catch(() => {})
      rmSync(folder, { recursive: true, force: true })
    },
  }
}
