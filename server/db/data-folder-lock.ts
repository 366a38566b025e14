import { existsSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** The embedded database is one process's: a second one opening the same folder would corrupt it. */
export class DataFolderInUse extends Error {}

const LOCK_FILE = 'store.lock'

/** Whether a process of this id runs a Node program (on Linux, where /proc tells; elsewhere, whether it runs at all). */
function storeRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false
  }
  const cmdline = `/proc/${pid}/cmdline`
  if (!existsSync('/proc/self/cmdline')) return true
  try {
    return readFileSync(cmdline, 'utf8').includes('node')
  } catch {
    return false
  }
}

/**
 * Takes the data folder for this process with a lock file naming it; a lock left by a process that
 * has ended is taken over. Returns what gives the folder back.
 */
export function holdDataFolder(dir: string): () => void {
  const file = join(dir, LOCK_FILE)
  const mine = String(process.pid)
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, mine, { flag: 'wx' })
      return () => {
        try {
          if (readFileSync(file, 'utf8') === mine) unlinkSync(file)
        } catch {
          // Already gone: nothing to give back.
        }
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = Number(readFileSync(file, 'utf8'))
      if (Number.isInteger(holder) && holder > 0 && storeRunning(holder)) {
        throw new DataFolderInUse(
          `it is open in another store process (pid ${holder}); one process at a time serves an embedded database (several need DATABASE_URL)`,
        )
      }
      unlinkSync(file)
    }
  }
  throw new DataFolderInUse(`another process took its lock file ${file} as this one did`)
}
