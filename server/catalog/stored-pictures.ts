import { eq } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { pictures } from '../db/schema.ts'

/** The pictures a merchant's imports brought, by the SHA-256 of their bytes. */
export interface StoredPictures {
  /** A picture's bytes; undefined for one the store does not hold (let go of by a later import). */
  bytesOf(sha: string): Promise<Buffer | undefined>
}

export function createStoredPictures(db: Database): StoredPictures {
  return {
    async bytesOf(sha) {
      const [row] = await db.select({ bytes: pictures.bytes }).from(pictures).where(eq(pictures.sha, sha))
      return row?.bytes
    },
  }
}
