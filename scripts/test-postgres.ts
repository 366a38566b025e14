// npm run test:postgres: the server's tests and the browser journeys again (all but those of what the page itself shows and the charts' browser paths), on a PostgreSQL server of the run's own.
import { spawn } from 'node:child_process'
import { startPostgresServer } from './postgres-server.ts'

const only = process.argv[2] as 'server' | 'e2e' | undefined

function run(command: string, args: string[], env: Record<string, string>): Promise<number> {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)))
}

const server = await startPostgresServer()
console.log(`PostgreSQL for this run: ${server.url}`)
let failed = 0
try {
  if (only !== 'e2e') failed ||= await run('npx', ['vitest', 'run', 'server'], { TEST_DATABASE_URL: server.url })
  // The journeys run against the built store, as npm run test:e2e builds it.
  if (only !== 'server' && !failed) failed ||= await run('npm', ['run', 'build'], {})
  if (only !== 'server' && !failed) failed ||= await run('npx', ['playwright', 'test'], { E2E_DATABASE_URL: await server.database('journeys') })
} finally {
  await server.stop()
}
process.exit(failed)
