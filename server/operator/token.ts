import { randomBytes } from 'node:crypto'
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** Where a development store keeps the operator token it made, for `npm run stock` and `npm run order` to read. */
export const operatorTokenFile = (dataDir: string) => join(dataDir, 'operator-token')

/**
 * The operator token of a store with no OPERATOR_TOKEN and no production host: made once and kept
 * in the data folder (readable by its owner only), so every process and every restart shares it.
 * The file appears whole (written aside, then linked into place), so processes starting together
 * read one token.
 */
export function developmentOperatorToken(dataDir: string): string {
  const file = operatorTokenFile(dataDir)
  mkdirSync(dataDir, { recursive: true })
  const aside = `${file}.${process.pid}`
  writeFileSync(aside, randomBytes(32).toString('base64url'), { mode: 0o600 })
  try {
    linkSync(aside, file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  } finally {
    unlinkSync(aside)
  }
  return readFileSync(file, 'utf8').trim()
}
