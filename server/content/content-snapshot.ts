import { asc } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import * as schema from '../db/schema.ts'
import type { Locale } from '#domain/locale.ts'
import type { NavigationItem } from '#domain/navigation.ts'
import { sortByMenuSeq } from '#domain/navigation.ts'
import type { Banner, ConfigFlags, ContentPage, Labels } from '#domain/content.ts'

/** Site content held in memory: read on every page view, changed rarely. */
export interface ContentSnapshot {
  navigation: (locale: Locale) => NavigationItem[]
  labels: (locale: Locale, locationNumber?: number) => Labels
  config: ConfigFlags
  banners: (locale: Locale, kind: 'home' | 'promotion') => Banner[]
  pages: (locale: Locale) => ContentPage[]
  hasLocation: (locationNumber: number) => boolean
  /** The merchant's picture a banner shows, by the name its picture is asked for by (`hb-1`); none when the store draws it. */
  bannerPicture: (name: string) => string | undefined
}

/** The switches of a store whose merchant has set none yet (a production store before its content's import): every one off. */
const NO_FLAGS: ConfigFlags = {
  holidayShop: false,
  googlePay: false,
  applePay: false,
  freeShipping: false,
  gtmEvents: false,
  rewardsSync: false,
  flavorDropShopId: '',
  alternateLocationId: '',
}

export async function loadContent(db: Database): Promise<ContentSnapshot> {
  const [nav, labelRows, configRows, bannerRows, pageRows, locationRows] = await Promise.all([
    db.select().from(schema.navigation),
    db.select().from(schema.labels),
    db.select().from(schema.config),
    db.select().from(schema.banners).orderBy(asc(schema.banners.seq)),
    db.select().from(schema.contentPages).orderBy(asc(schema.contentPages.slug)),
    db.select({ number: schema.locations.number }).from(schema.locations),
  ])

  const navigationFor = (locale: Locale) => {
    const toItem = (row: (typeof nav)[number]): NavigationItem => ({
      id: row.id,
      label: locale === 'es-us' ? row.labelEs : row.labelEn,
      path: row.path,
      menuSeq: row.menuSeq,
      children: nav.filter((child) => child.parentId === row.id).map(toItem),
    })
    return sortByMenuSeq(nav.filter((row) => row.parentId === null).map(toItem))
  }
  const navigation = { 'en-us': navigationFor('en-us'), 'es-us': navigationFor('es-us') }

  const locations = new Set(locationRows.map((l) => l.number))

  return {
    navigation: (locale) => navigation[locale],
    labels(locale, locationNumber = 0) {
      const rows = labelRows.filter((l) => l.locale === locale && (l.locationNumber === 0 || l.locationNumber === locationNumber))
      rows.sort((a, b) => a.locationNumber - b.locationNumber)
      return Object.fromEntries(rows.map((l) => [l.key, l.text]))
    },
    config: { ...NO_FLAGS, ...(Object.fromEntries(configRows.map((row) => [row.key, row.value])) as Partial<ConfigFlags>) },
    banners: (locale, kind) =>
      bannerRows
        .filter((b) => b.kind === kind)
        .map((b) => ({
          id: b.id,
          headline: locale === 'es-us' ? b.headlineEs : b.headlineEn,
          text: locale === 'es-us' ? b.textEs : b.textEn,
          altText: locale === 'es-us' ? b.altEs : b.altEn,
          imageUrl: b.imageUrl,
          linkPath: b.linkPath,
          seq: b.seq,
        })),
    pages: (locale) => pageRows.filter((p) => p.locale === locale).map(({ slug, title, sections }) => ({ slug, title, sections })),
    hasLocation: (n) => locations.has(n),
    bannerPicture: (name) => bannerRows.find((b) => b.pictureSha && b.id.toLowerCase() === name)?.pictureSha ?? undefined,
  }
}
