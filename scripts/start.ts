// npm start: builds the store when what the build reads changed since the last build (and only then), then starts it.
import { spawn } from 'node:child_process'
import { enableCompileCache } from 'node:module'
import { createHash } from 'node:crypto'
import { existsSync, globSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
/** What the browser's app and the server's renderer are built from. */
const SOURCES = [
  'src/**/*',
  'machines/**/*.ts',
  'public/**/*',
  'scripts/landing-*.ts',
  '*.html',
  'vite.config.ts',
  'lingui.config.ts',
  'tsconfig.json',
  'package-lock.json',
]
const STAMP = join(root, 'dist', 'build-stamp')

/** One fingerprint of every source's path and content. */
function fingerprint(): string {
  const hash = createHash('sha256')
  const files = SOURCES.flatMap((pattern) => globSync(pattern, { cwd: root, withFileTypes: true }))
    // Tests are not built into the store.
    .filter((entry) => entry.isFile() && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
  for (const file of files) hash.update(file.slice(root.length)).update('\0').update(readFileSync(file)).update('\0')
  return hash.digest('hex')
}

// The store's modules, compiled once and kept (in the system's temporary folder), load faster on the next start.
enableCompileCache()
const sources = fingerprint()
const built =
  existsSync(STAMP) &&
  readFileSync(STAMP, 'utf8') === sources &&
  ['server/entry-server.js', '.vite/manifest.json'].every((file) => existsSync(join(root, 'dist', file)))
if (!built) {
  // While the store builds, its embedded database is made ready beside it (created, migrated and, the first time, seeded).
  const [status] = await Promise.all([build(), prepareEmbeddedDatabase()])
  if (status !== 0) process.exit(status)
  writeFileSync(STAMP, sources)
}

await import('#server/index.ts')

function build() {
  return new Promise<number>((resolve) =>
    spawn('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' }).once('exit', (code) => resolve(code ?? 1)),
  )
}

/** Opens and closes the embedded database; a configuration the store refuses is left for the store to say. */
async function prepareEmbeddedDatabase() {
  const { readEnv, ConfigError } = await import('#server/start-up/env.ts')
  try {
    const env = readEnv()
    if (env.databaseUrl || (env.workers ?? 1) > 1) return
    const { openStoreDatabase } = await import('#server/start-up/start.ts')
    await (await openStoreDatabase(env)).database.close()
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
  }
}
