import { isLocale } from '../domain/locale.ts'

/** The path without an en-us/es-us segment, which only chooses the language. */
export function pathWithoutLocale(pathname: string): string {
  const kept = pathname.split('/').filter((segment) => segment && !isLocale(segment))
  return `/${kept.join('/')}`
}
