/**
 * The merchant's site content as one file (`npm run content -- import|export`, `/operator/content`):
 * home banners and promotion tiles, the navigation, labels, the content pages, every text in
 * English and Spanish, and the configuration flags of SPEC §9. Read whole: any problem refuses
 * the file, its problems named, and nothing changes.
 */
import * as v from 'valibot'
import type { Database } from '../db/database.ts'
import * as schema from '../db/schema.ts'
import { ConfigFlagsSchema } from '#domain/content.ts'
import { FileRefused, PROBLEMS_NAMED, given, problemsOf } from '../operator/file-reading.ts'

export const CONTENT_FORMAT = 'snackfolk-content/1'

const Id = v.pipe(v.string('is not text'), v.regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/, 'is not an id (1 to 64 letters, digits, dots, dashes or underscores)'))
const Text = (most: number) => v.pipe(v.string('is not text'), v.trim(), v.minLength(1, 'is empty'), v.maxLength(most, `is longer than ${most} characters`))
const Words = (most: number) => v.strictObject({ en: Text(most), es: Text(most) }, 'is not an object of "en" and "es" text')
const Path = v.pipe(v.string('is not text'), v.regex(/^\/(?!\/)[A-Za-z0-9\-._~/?=&%]*$/, 'is not a path of the store (it starts with one /)'), v.maxLength(300))
const Order = v.pipe(v.number('is not a number'), v.integer('is not a whole number'), v.minValue(1, 'is less than 1'))
const Picture = v.pipe(
  v.string('is not text'),
  v.maxLength(200, 'is longer than 200 characters'),
  v.regex(
    /^(?!\/)(?!.*(?:^|\/)\.\.?(?:\/|$))[\w./-]+\.(?:jpe?g|png|webp|avif)$/i,
    'is not the path of a picture beside the file (a .jpg, .png, .webp or .avif file)',
  ),
)
const Sections = v.array(v.strictObject({ heading: Text(200), body: Text(10_000) }), 'is not a list')

const ContentFileSchema = v.strictObject(
  {
    format: v.literal(CONTENT_FORMAT, `is not "${CONTENT_FORMAT}"`),
    banners: v.array(
      v.strictObject({
        id: Id,
        kind: v.picklist(['home', 'promotion'], 'is not home or promotion'),
        order: Order,
        headline: Words(120),
        text: Words(300),
        alt: Words(200),
        link: Path,
        picture: v.optional(Picture),
      }),
      'is not a list',
    ),
    navigation: v.array(v.strictObject({ id: Id, parent: v.optional(Id), label: Words(60), path: Path, order: Order }), 'is not a list'),
    labels: v.array(
      v.strictObject({
        key: v.pipe(v.string('is not text'), v.regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/, 'is not a label key')),
        text: Words(500),
        location: v.optional(v.pipe(v.number('is not a number'), v.integer('is not a whole number'), v.minValue(1, 'is less than 1'))),
      }),
      'is not a list',
    ),
    pages: v.array(
      v.strictObject({
        slug: v.pipe(v.string('is not text'), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'is not a slug (lowercase letters and digits joined by dashes)')),
        title: Words(120),
        sections: v.strictObject({ en: Sections, es: Sections }, 'is not an object of "en" and "es" sections'),
      }),
      'is not a list',
    ),
    config: v.strictObject(ConfigFlagsSchema.entries, (issue) =>
      issue.received === 'undefined' ? 'is missing: the file gives every flag' : 'is not a configuration flag',
    ),
  },
  'is not a content file: an object of format, banners, navigation, labels, pages and config',
)

export type ContentFile = v.InferOutput<typeof ContentFileSchema>

export interface ContentRows {
  banners: (typeof schema.banners.$inferInsert)[]
  navigation: (typeof schema.navigation.$inferInsert)[]
  labels: (typeof schema.labels.$inferInsert)[]
  pages: (typeof schema.contentPages.$inferInsert)[]
  config: (typeof schema.config.$inferInsert)[]
}

/** Where a banner's picture is shown from: the merchant's picture is named by its bytes, so a new one is never an old one kept by a browser; else the store draws one by the banner's id. */
export const bannerImageUrl = (id: string, pictureSha: string | null | undefined) =>
  `/images/banners/${id.toLowerCase()}.webp${pictureSha ? `?v=${pictureSha.slice(0, 16)}` : ''}`

/** Reads a content file into the store's rows. `pictures` gives each picture path the SHA-256 of the picture sent with it. */
export function readContentFile(input: unknown, pictures: Readonly<Record<string, string>>): ContentRows {
  const parsed = v.safeParse(ContentFileSchema, input, { abortEarly: false })
  if (!parsed.success) throw new FileRefused(problemsOf(parsed.issues, parsed.issues[0]?.path?.[0]?.key === 'labels' ? 'key' : 'id'), 'content')
  const file = parsed.output
  const problems: string[] = []
  const problem = (text: string) => problems.length < PROBLEMS_NAMED && problems.push(text)
  function unique<T>(items: T[], list: string, keyOf: (item: T) => string) {
    const seen = new Map<string, number>()
    items.forEach((item, i) => {
      const key = keyOf(item)
      const first = seen.get(key)
      if (first === undefined) seen.set(key, i)
      else problem(`${list}[${i}] has the ${list === 'labels' ? 'key' : list === 'pages' ? 'slug' : 'id'} "${key.split(' ')[0]}" of ${list}[${first}] again`)
    })
    return new Set(seen.keys())
  }
  unique(file.banners, 'banners', (b) => b.id.toLowerCase())
  const items = unique(file.navigation, 'navigation', (n) => n.id)
  unique(file.labels, 'labels', (l) => `${l.key} ${l.location ?? 0}`)
  unique(file.pages, 'pages', (p) => p.slug)
  const parentOf = new Map(file.navigation.map((n) => [n.id, n.parent]))
  file.navigation.forEach((n, i) => {
    if (n.parent === undefined) return
    if (!items.has(n.parent)) problem(`navigation[${i}] (${n.id}).parent "${n.parent}" is not an item of the file`)
    else if (parentOf.get(n.parent) !== undefined) problem(`navigation[${i}] (${n.id}).parent "${n.parent}" has a parent itself: the menu is two levels deep`)
  })
  file.banners.forEach((b, i) => {
    if (b.picture !== undefined && !/^[0-9a-f]{64}$/.test(pictures[b.picture] ?? ''))
      problem(`banners[${i}] (${b.id}).picture "${b.picture}" was not sent with the file`)
  })
  if (problems.length > 0) throw new FileRefused(problems, 'content')

  return {
    banners: file.banners.map((b) => {
      const pictureSha = b.picture === undefined ? null : pictures[b.picture]!
      return {
        id: b.id,
        kind: b.kind,
        seq: b.order,
        headlineEn: b.headline.en,
        headlineEs: b.headline.es,
        textEn: b.text.en,
        textEs: b.text.es,
        altEn: b.alt.en,
        altEs: b.alt.es,
        linkPath: b.link,
        imageUrl: bannerImageUrl(b.id, pictureSha),
        picture: b.picture ?? null,
        pictureSha,
      }
    }),
    navigation: file.navigation.map((n) => ({
      id: n.id,
      parentId: n.parent ?? null,
      labelEn: n.label.en,
      labelEs: n.label.es,
      path: n.path,
      menuSeq: n.order,
    })),
    labels: file.labels.flatMap((l) => [
      { key: l.key, locale: 'en-us', locationNumber: l.location ?? 0, text: l.text.en },
      { key: l.key, locale: 'es-us', locationNumber: l.location ?? 0, text: l.text.es },
    ]),
    pages: file.pages.flatMap((p) => [
      { slug: p.slug, locale: 'en-us', title: p.title.en, sections: p.sections.en },
      { slug: p.slug, locale: 'es-us', title: p.title.es, sections: p.sections.es },
    ]),
    config: Object.entries(file.config).map(([key, value]) => ({ key, value })),
  }
}

const by =
  <T>(keyOf: (item: T) => string | number) =>
  (a: T, b: T) =>
    keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0

/** The store's content as its file, and the picture each picture path names. */
export function contentFileOf(rows: ContentRows): { content: ContentFile; pictures: Record<string, string> } {
  const pictures: Record<string, string> = {}
  const textOf = <T extends { locale: string }>(list: T[], locale: string) => list.find((row) => row.locale === locale)
  const labels = Map.groupBy(rows.labels, (l) => `${l.key} ${l.locationNumber ?? 0}`)
  const pages = Map.groupBy(rows.pages, (p) => p.slug)
  const content: ContentFile = {
    format: CONTENT_FORMAT,
    banners: [...rows.banners].sort(by((b) => b.id)).map((b) => {
      if (b.picture && b.pictureSha) pictures[b.picture] = b.pictureSha
      return {
        id: b.id,
        kind: b.kind,
        order: b.seq,
        headline: { en: b.headlineEn, es: b.headlineEs },
        text: { en: b.textEn, es: b.textEs },
        alt: { en: b.altEn, es: b.altEs },
        link: b.linkPath,
        ...given('picture', b.pictureSha ? b.picture : undefined),
      }
    }),
    navigation: [...rows.navigation]
      .sort(by((n) => n.id))
      .map((n) => ({ id: n.id, ...given('parent', n.parentId), label: { en: n.labelEn, es: n.labelEs }, path: n.path, order: n.menuSeq })),
    labels: [...labels.values()].sort(by((group) => `${group[0]!.key} ${group[0]!.locationNumber ?? 0}`)).map((group) => ({
      key: group[0]!.key,
      text: { en: textOf(group, 'en-us')?.text ?? '', es: textOf(group, 'es-us')?.text ?? '' },
      ...given('location', group[0]!.locationNumber || undefined),
    })),
    pages: [...pages.values()].sort(by((group) => group[0]!.slug)).map((group) => ({
      slug: group[0]!.slug,
      title: { en: textOf(group, 'en-us')?.title ?? '', es: textOf(group, 'es-us')?.title ?? '' },
      sections: {
        en: (textOf(group, 'en-us')?.sections ?? []).map(({ heading, body }) => ({ heading, body })),
        es: (textOf(group, 'es-us')?.sections ?? []).map(({ heading, body }) => ({ heading, body })),
      },
    })),
    config: v.parse(ConfigFlagsSchema, Object.fromEntries(rows.config.map((row) => [row.key, row.value]))),
  }
  return { content, pictures }
}

/** Makes the store's content the rows, in one transaction; every process reads it when it commits. */
export async function importContent(db: Database, rows: ContentRows): Promise<{ banners: number; pages: number }> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database
    for (const table of [schema.banners, schema.navigation, schema.labels, schema.contentPages, schema.config]) await tx.delete(table)
    if (rows.banners.length > 0) await tx.insert(schema.banners).values(rows.banners)
    if (rows.navigation.length > 0) await tx.insert(schema.navigation).values(rows.navigation)
    // In chunks: a statement takes at most 65,535 values.
    for (let i = 0; i < rows.labels.length; i += 1000) await tx.insert(schema.labels).values(rows.labels.slice(i, i + 1000))
    for (let i = 0; i < rows.pages.length; i += 1000) await tx.insert(schema.contentPages).values(rows.pages.slice(i, i + 1000))
    await tx.insert(schema.config).values(rows.config)
    return { banners: rows.banners.length, pages: rows.pages.length / 2 }
  })
}

/** The content the store shows now, as its file. */
export async function exportContent(db: Database) {
  const [banners, navigation, labels, pages, config] = await Promise.all([
    db.select().from(schema.banners),
    db.select().from(schema.navigation),
    db.select().from(schema.labels),
    db.select().from(schema.contentPages),
    db.select().from(schema.config),
  ])
  return contentFileOf({ banners, navigation, labels, pages, config })
}
