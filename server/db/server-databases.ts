import postgres from 'postgres'

/** The URL of database `name` on the same PostgreSQL server, as the same user, as `serverUrl`. */
function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${encodeURIComponent(name)}`
  return url.toString()
}

/** Asks the server of `serverUrl` one statement on a connection of its own, closed after. */
async function onServer(serverUrl: string, ask: (admin: postgres.Sql) => Promise<unknown>): Promise<void> {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
  try {
    await ask(admin)
  } finally {
    await admin.end()
  }
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`

/** Makes database `name` on the server of `serverUrl` unless it has one, and answers its URL. */
export async function createDatabase(serverUrl: string, name: string): Promise<string> {
  await onServer(serverUrl, async (admin) => {
    const found = await admin`SELECT 1 FROM pg_database WHERE datname = ${name}`
    if (found.length === 0) await admin.unsafe(`CREATE DATABASE ${quoted(name)}`)
  })
  return databaseUrl(serverUrl, name)
}

/** Drops database `name` from the server of `serverUrl`, closing the connections still open to it. */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await onServer(serverUrl, (admin) => admin.unsafe(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`))
}
