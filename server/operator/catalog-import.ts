import * as v from 'valibot'
import type { Database } from '../db/database.ts'
import { refusedAsInput } from './file-imports.ts'
import { CatalogRefused, readCatalogFile } from '../catalog/catalog-file.ts'
import { importCatalog, type CatalogImported } from '../catalog/import-catalog.ts'
import { missingPictures } from './catalog-pictures.ts'

/** What `POST /operator/catalog` takes: the catalog file, and the SHA-256 of each picture it names, each sent before. */
const CatalogImportSchema = v.strictObject({
  catalog: v.unknown(),
  pictures: v.optional(v.record(v.pipe(v.string(), v.maxLength(200)), v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'is not a SHA-256'))), {}),
})

/** Imports a catalog file whole, or refuses it with its first problems named and changes nothing. */
export async function importCatalogFile(db: Database, body: unknown): Promise<CatalogImported> {
  const parsed = v.safeParse(CatalogImportSchema, body)
  return refusedAsInput(async () => {
    if (!parsed.success) throw new CatalogRefused(['the request is not an object of "catalog" (the file) and "pictures" (each picture path and its SHA-256)'])
    const rows = readCatalogFile(parsed.output.catalog, parsed.output.pictures)
    const named = [...rows.products, ...rows.bundles].flatMap((item) => (item.picture && item.pictureSha ? [[item.picture, item.pictureSha] as const] : []))
    const missing = new Set(
      await missingPictures(
        db,
        named.map(([, sha]) => sha),
      ),
    )
    if (missing.size > 0)
      throw new CatalogRefused(
        named
          .filter(([, sha]) => missing.has(sha))
          .slice(0, 20)
          .map(([path]) => `picture "${path}" was not sent to the store`),
      )
    return importCatalog(db, rows)
  })
}
