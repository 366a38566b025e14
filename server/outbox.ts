// npm run outbox: the mail the store wrote, newest first (sent or waiting), from the same database as npm start.
import { desc } from 'drizzle-orm'
import { readEnv, ConfigError } from './env.ts'
import { openDatabase } from './db/database.ts'
import { outbox } from './db/schema.ts'

try {
  const env = readEnv()
  const database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.databaseUrl ? undefined : env.dataDir })
  const limit = Number(process.argv[2] ?? 10)
  const messages = await database.db
    .select()
    .from(outbox)
    .orderBy(desc(outbox.createdAt))
    .limit(Number.isInteger(limit) && limit > 0 ? limit : 10)
  if (messages.length === 0) console.log('The outbox is empty.')
  for (const message of messages) {
    const state = message.sentAt
      ? `sent ${message.sentAt.toISOString()}`
      : message.attempts > 0
        ? `waiting, ${message.attempts} failed, next try ${message.nextAttemptAt.toISOString()}: ${message.lastError}`
        : 'waiting'
    console.log(`— ${message.createdAt.toISOString()}  to ${message.recipient}  (${state})\nSubject: ${message.subject}\n\n${message.body}\n`)
  }
  await database.close()
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}
