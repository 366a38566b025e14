import type { Locale } from '#domain/locale.ts'

/**
 * Each product's summary as UTF-8 JSON, by location and language, written the first time it is
 * asked for and kept until the product's stock there changes. A product is found by its place in
 * the catalog, so finding its summary is reading an array. Each summary is kept with the comma that
 * joins it to the one before (`,{…}`), so a page's summaries join as they are. At most `limit` are
 * kept: past it, all are let go and each is written again when next asked for.
 */
export class KeptSummaries {
  readonly #byLocation = new Map<number, Map<Locale, (Buffer<ArrayBuffer> | undefined)[]>>()
  readonly #limit: number
  readonly #places: number
  #count = 0

  /** `places`: how many products the catalog has, so each language's summaries at a location are an array of that length from the start. */
  constructor(limit: number, places: number) {
    this.#limit = limit
    this.#places = places
  }

  /** The summaries kept for one language at one location, by the product's place. */
  #kept(locale: Locale, location: number): (Buffer<ArrayBuffer> | undefined)[] {
    let byLocale = this.#byLocation.get(location)
    if (!byLocale) this.#byLocation.set(location, (byLocale = new Map()))
    let kept = byLocale.get(locale)
    // Filled from the start, so the engine keeps the array as a plain run of slots rather than a dictionary of the few set.
    if (!kept) byLocale.set(locale, (kept = new Array<Buffer<ArrayBuffer> | undefined>(this.#places).fill(undefined)))
    return kept
  }

  /** A writer of the summaries of one page's products, in one language for one location: each as `,{…}`. */
  at(locale: Locale, location: number): (place: number, write: () => unknown) => Buffer<ArrayBuffer> {
    let kept = this.#kept(locale, location)
    return (place, write) => {
      const found = kept[place]
      if (found) return found
      if (this.#count >= this.#limit) {
        this.#byLocation.clear()
        this.#count = 0
        kept = this.#kept(locale, location)
      }
      const json = Buffer.from(`,${JSON.stringify(write())}`)
      kept[place] = json
      this.#count++
      return json
    }
  }

  /** The product's stock at the location changed: its summaries there are written again when next asked for. */
  forget(place: number, location: number): void {
    for (const kept of this.#byLocation.get(location)?.values() ?? []) {
      if (kept[place] === undefined) continue
      kept[place] = undefined
      this.#count--
    }
  }

  get size(): number {
    return this.#count
  }
}
