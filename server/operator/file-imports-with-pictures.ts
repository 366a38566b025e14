import * as v from 'valibot'
import type { Database } from '../db/database.ts'
import { readCatalogFile } from '../catalog/catalog-file.ts'
import { importCatalog, type CatalogImported } from '../catalog/import-catalog.ts'
import { importContent, readContentFile } from '../content/content-file.ts'
import { FileRefused } from './file-reading.ts'
import { missingPictures } from './catalog-pictures.ts'

/** Each picture path a file names, and the SHA-256 of the picture sent for it before the file. */
const Pictures = v.optional(v.record(v.pipe(v.string(), v.maxLength(200)), v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'is not a SHA-256'))), {})
/** What `POST /operator/catalog` takes, and `POST /operator/content`. */
const CatalogImport = v.strictObject({ catalog: v.unknown(), pictures: Pictures })
const ContentImport = v.strictObject({ content: v.unknown(), pictures: Pictures })

/** Refuses a file naming a picture the store does not keep: each is sent before the file. */
async function requirePictures(db: Database, named: (readonly [path: string, sha: string])[], what: 'catalog' | 'content') {
  const missing = new Set(
    await missingPictures(
      db,
      named.map(([, sha]) => sha),
    ),
  )
  if (missing.size > 0)
    throw new FileRefused(
      named.filter(([, sha]) => missing.has(sha)).map(([path]) => `picture "${path}" was not sent to the store`),
      what,
    )
}

const picturesNamed = (items: { picture?: string | null; pictureSha?: string | null }[]) =>
  items.flatMap((item) => (item.picture && item.pictureSha ? [[item.picture, item.pictureSha] as const] : []))

/** Imports a catalog file whole, or refuses it with its first problems named and changes nothing. */
export async function importCatalogFile(db: Database, body: unknown): Promise<CatalogImported> {
  const parsed = v.safeParse(CatalogImport, body)
  if (!parsed.success) throw new FileRefused(['the request is not an object of "catalog" (the file) and "pictures" (each picture path and its SHA-256)'])
  const rows = readCatalogFile(parsed.output.catalog, parsed.output.pictures)
  await requirePictures(db, picturesNamed([...rows.products, ...rows.bundles]), 'catalog')
  return importCatalog(db, rows)
}

/** Imports a content file whole, or refuses it with its first problems named and changes nothing. */
export async function importContentFile(db: Database, body: unknown) {
  const parsed = v.safeParse(ContentImport, body)
  if (!parsed.success)
    throw new FileRefused(['the request is not an object of "content" (the file) and "pictures" (each picture path and its SHA-256)'], 'content')
  const rows = readContentFile(parsed.output.content, parsed.output.pictures)
  await requirePictures(db, picturesNamed(rows.banners), 'content')
  return importContent(db, rows)
}
