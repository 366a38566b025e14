import type { Locale } from '../../src/domain/locale.ts'

/**
 * Each product's summary as UTF-8 JSON, by location and language, written the first time it is
 * asked for and kept until the product's stock there changes. At most `limit` are kept: past it,
 * all are let go and each is written again when next asked for. A list page is mostly the joining of
 * these bytes, which the server writes to the socket as they are.
 */
export class KeptSummaries {
  readonly #byLocation = new Map<number, Map<Locale, Map<string, Buffer<ArrayBuffer>>>>()
  readonly #limit: number
  #count = 0

  constructor(limit: number) {
    this.#limit = limit
  }

  /** The summaries kept for one language at one location, by product id. */
  #kept(locale: Locale, location: number): Map<string, Buffer<ArrayBuffer>> {
    let byLocale = this.#byLocation.get(location)
    if (!byLocale) this.#byLocation.set(location, (byLocale = new Map()))
    let kept = byLocale.get(locale)
    if (!kept) byLocale.set(locale, (kept = new Map()))
    return kept
  }

  /** A writer of the summaries of one page's products, in one language for one location. */
  at(locale: Locale, location: number): (productId: string, write: () => unknown) => Buffer<ArrayBuffer> {
    let kept = this.#kept(locale, location)
    return (productId, write) => {
      const found = kept.get(productId)
      if (found) return found
      if (this.#count >= this.#limit) {
        this.#byLocation.clear()
        this.#count = 0
        kept = this.#kept(locale, location)
      }
      const json = Buffer.from(JSON.stringify(write()))
      kept.set(productId, json)
      this.#count++
      return json
    }
  }

  /** The product's stock at the location changed: its summaries there are written again when next asked for. */
  forget(productId: string, location: number): void {
    for (const kept of this.#byLocation.get(location)?.values() ?? []) if (kept.delete(productId)) this.#count--
  }

  get size(): number {
    return this.#count
  }
}
