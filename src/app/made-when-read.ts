/** An object whose values are made when first read, then kept: a page the server renders makes only the flows it shows. */
export function madeWhenRead<T extends Record<string, unknown>>(makers: { [K in keyof T]: () => T[K] }): T {
  const made = {} as T
  for (const key of Object.keys(makers) as (keyof T)[]) {
    Object.defineProperty(made, key, {
      configurable: true,
      enumerable: true,
      get() {
        const value = makers[key]()
        Object.defineProperty(made, key, { value, enumerable: true })
        return value
      },
    })
  }
  return made
}
