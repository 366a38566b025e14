import { linkSync, unlinkSync, writeFileSync } from 'node:fs'

/**
 * Creates `file` holding `text`, whole or not at all: it is written aside, then linked into place,
 * which fails when a file is there, so no other process ever reads it half written. Answers whether
 * this call created it (false: a file was there already, and is left as it was).
 */
export function createWhole(file: string, text: string, mode = 0o644): boolean {
  const aside = `${file}.${process.pid}`
  writeFileSync(aside, text, { mode })
  try {
    linkSync(aside, file)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    return false
  } finally {
    unlinkSync(aside)
  }
}
