import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createWhole } from '../start-up/whole-file.ts'

/** Where a development store keeps the operator token it made, for `npm run stock` and `npm run order` to read. */
export const operatorTokenFile = (dataDir: string) => join(dataDir, 'operator-token')

/**
 * The operator token of a store with no OPERATOR_TOKEN and no production host: made once and kept
 * in the data folder (readable by its owner only), so every process and every restart shares it.
 * The file appears whole, so processes starting together read one token.
 */
export function developmentOperatorToken(dataDir: string): string {
  const file = operatorTokenFile(dataDir)
  mkdirSync(dataDir, { recursive: true })
  createWhole(file, randomBytes(32).toString('base64url'), 0o600)
  return readFileSync(file, 'utf8').trim()
}
