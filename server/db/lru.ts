/** A small least-recently-used cache. */
export class Lru<K, V> {
  readonly #entries = new Map<K, V>()
  readonly #limit: number
  /** The entry used last, which a repeated use leaves where it is. */
  #newest: K | undefined

  constructor(limit: number) {
    this.#limit = limit
  }

  get(key: K): V | undefined {
    const value = this.#entries.get(key)
    if (value !== undefined && key !== this.#newest) {
      this.#entries.delete(key)
      this.#entries.set(key, value)
      this.#newest = key
    }
    return value
  }

  set(key: K, value: V): void {
    this.#entries.delete(key)
    this.#entries.set(key, value)
    this.#newest = key
    if (this.#entries.size > this.#limit) this.#entries.delete(this.#entries.keys().next().value!)
  }

  delete(key: K): void {
    this.#entries.delete(key)
    if (key === this.#newest) this.#newest = undefined
  }

  /** Forgets everything, as when what the entries were built from has changed. */
  clear(): void {
    this.#entries.clear()
    this.#newest = undefined
  }

  get size(): number {
    return this.#entries.size
  }
}
