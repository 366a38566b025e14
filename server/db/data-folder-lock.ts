import { existsSync, readFileSync, unlinkSync } from 'node:fs'
import { join } from 'node:path'
import { createWhole } from '../start-up/whole-file.ts'

/** The embedded database is one process's: a second one opening the same folder would corrupt it. */
export class DataFolderInUse extends Error {}

const LOCK_FILE = 'store.lock'

/** Whether another process of this id runs a Node program (on Linux, where /proc tells; elsewhere, whether it runs at all). */
function anotherStore(pid: number): boolean {
  // This process's own id in a lock is one a store that ended left (a container gives each start the same id).
  if (pid === process.pid) return false
  try {
    process.kill(pid, 0)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false
  }
  if (!existsSync('/proc/self/cmdline')) return true
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node')
  } catch {
    return false
  }
}

const readHolder = (file: string): string | undefined => {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return undefined
  }
}

/**
 * Takes the data folder for this process with a lock file naming it, created whole (`createWhole`),
 * so no other process ever reads it half written. A lock left by a process that has ended is taken
 * over. Returns what gives the folder back.
 */
export function holdDataFolder(dir: string): () => void {
  const file = join(dir, LOCK_FILE)
  const mine = String(process.pid)
  for (let attempt = 0; attempt < 3; attempt++) {
    if (createWhole(file, mine)) {
      return () => {
        if (readHolder(file) === mine) unlinkSync(file)
      }
    }
    const holder = readHolder(file)
    if (holder === undefined) continue
    if (anotherStore(Number(holder))) {
      throw new DataFolderInUse(
        `it is open in another store process (pid ${holder}); one process at a time serves an embedded database (several need DATABASE_URL)`,
      )
    }
    // The lock is stale: it goes, unless another starter has taken it over meanwhile.
    if (readHolder(file) === holder) unlinkSync(file)
  }
  throw new DataFolderInUse(`another store process is taking its lock file ${file} as this one is`)
}
