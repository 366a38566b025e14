import { Hono } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { InputError, ok, parseQuery } from '../http/envelope.ts'
import { MessageId } from '#domain/envelope.ts'
import { ContentListQuery, LabelListQuery, LabelTranslationQuery, LocaleQuery } from '#domain/content.ts'

/** Labels, translations, config flags, navigation, home banners and content pages (SPEC §7). */
export function contentRoutes() {
  return new Hono<AppEnv>()
    .get('/labelslist', (c) => {
      const { locationNumber, locale } = parseQuery(c, LabelListQuery)
      if (locationNumber !== undefined && !c.get('content').hasLocation(locationNumber)) {
        throw new InputError(MessageId.unknownLocation, `No location ${locationNumber}`)
      }
      return ok(c, c.get('content').labels(locale, locationNumber))
    })
    .get('/labeltranslation', (c) => {
      const { locale, keys } = parseQuery(c, LabelTranslationQuery)
      const labels = c.get('content').labels(locale)
      // Only the site's own labels: a key such as __proto__ names nothing.
      const wanted = keys ? Object.fromEntries(keys.filter((k) => Object.hasOwn(labels, k)).map((k) => [k, labels[k]!])) : labels
      return ok(c, { locale, labels: wanted })
    })
    .get('/configlist', (c) => ok(c, c.get('content').config))
    .get('/navigationlist', (c) => {
      const { locale } = parseQuery(c, LocaleQuery)
      return ok(c, c.get('content').navigation(locale))
    })
    .get('/home/bannerlist', (c) => {
      const { locale } = parseQuery(c, LocaleQuery)
      return ok(c, c.get('content').banners(locale, 'home'))
    })
    .get('/contentlist', (c) => {
      const { slug, locale } = parseQuery(c, ContentListQuery)
      const pages = c.get('content').pages(locale)
      if (slug === undefined) return ok(c, pages)
      const page = pages.filter((p) => p.slug === slug)
      if (page.length === 0) throw new InputError(MessageId.notFound, `No content page "${slug}"`, 404)
      return ok(c, page)
    })
}
