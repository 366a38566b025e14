import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./server/db/schema.ts', './server/payments/sandbox/tables.ts'],
  out: './server/db/migrations',
})
