/** A small least-recently-used cache. */
export class Lru<K, V> {
  readonly #entries = new Map<K, V>()
  readonly #limit: number

  constructor(limit: number) {
    this.#limit = limit
  }

  get(key: K): V | undefined {
    const value = this.#entries.get(key)
    if (value !== undefined) {
      this.#entries.delete(key)
      this.#entries.set(key, value)
    }
    return value
  }

  set(key: K, value: V): void {
    this.#entries.delete(key)
    this.#entries.set(key, value)
    if (this.#entries.size > this.#limit) this.#entries.delete(this.#entries.keys().next().value!)
  }

  delete(key: K): void {
    this.#entries.delete(key)
  }

  /** Forgets everything, as when what the entries were built from has changed. */
  clear(): void {
    this.#entries.clear()
  }

  get size(): number {
    return this.#entries.size
  }
}
