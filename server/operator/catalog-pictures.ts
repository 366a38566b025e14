import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { inArray, sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { pictures } from '../db/schema.ts'
import { InputError } from '../http/envelope.ts'
import { MessageId } from '#domain/envelope.ts'

/** A picture sent with a catalog is at most this large, in bytes and in pixels across or down. */
export const MOST_PICTURE_BYTES = 10 * 1024 * 1024
const MOST_PIXELS = 8000
const FORMATS: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', heif: 'image/avif' }

export const shaOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/**
 * Keeps a picture sent for a catalog, by the SHA-256 of its bytes: nothing shows it until an
 * import names it. Refused when it is not a JPEG, PNG, WebP or AVIF picture, cannot be read whole,
 * or is too large.
 */
export async function keepPicture(db: Database, bytes: Buffer): Promise<{ sha: string; width: number; height: number }> {
  if (bytes.length > MOST_PICTURE_BYTES) throw new InputError(MessageId.bodyTooLarge, `A picture is at most ${MOST_PICTURE_BYTES / 1024 / 1024} MB`, 413)
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => undefined)
  const contentType = metadata?.format && FORMATS[metadata.format]
  if (!metadata || !contentType || !metadata.width || !metadata.height)
    throw new InputError(MessageId.invalidInput, 'This is not a picture the store takes (JPEG, PNG, WebP or AVIF)')
  if (metadata.width > MOST_PIXELS || metadata.height > MOST_PIXELS)
    throw new InputError(
      MessageId.invalidInput,
      `This picture is ${metadata.width} by ${metadata.height} pixels: a picture is at most ${MOST_PIXELS} across and down`,
    )
  // Read whole, shrunk as it is read: a picture cut short or damaged would be a broken picture on the shelf.
  const whole = await sharp(bytes)
    .resize({ width: 64, height: 64, fit: 'inside' })
    .raw()
    .toBuffer()
    .then(
      () => true,
      () => false,
    )
  if (!whole) throw new InputError(MessageId.invalidInput, 'This picture cannot be read whole: it is cut short or damaged')
  const sha = shaOf(bytes)
  // Sent again, it is kept another week for the import that names it (see the sweep).
  await db
    .insert(pictures)
    .values({ sha, contentType, width: metadata.width, height: metadata.height, bytes })
    .onConflictDoUpdate({ target: pictures.sha, set: { createdAt: sql`now()` } })
  return { sha, width: metadata.width, height: metadata.height }
}

/** Of these pictures, the ones the store does not keep yet; those it keeps are kept another week for the import that names them. */
export async function missingPictures(db: Database, shas: string[]): Promise<string[]> {
  const kept = new Set<string>()
  for (let i = 0; i < shas.length; i += 1000) {
    const rows = await db
      .update(pictures)
      .set({ createdAt: sql`now()` })
      .where(inArray(pictures.sha, shas.slice(i, i + 1000)))
      .returning({ sha: pictures.sha })
    for (const row of rows) kept.add(row.sha)
  }
  return [...new Set(shas)].filter((sha) => !kept.has(sha))
}

/** A kept picture's bytes and type, as it was sent. */
export async function pictureBytes(db: Database, sha: string) {
  const [row] = await db
    .select({ bytes: pictures.bytes, contentType: pictures.contentType })
    .from(pictures)
    .where(inArray(pictures.sha, [sha]))
  return row
}
