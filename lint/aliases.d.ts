/** The file an import names: a relative path from the importing file, or one of the project's aliases; undefined for a package. */
export function resolveSource(file: string, source: string): string | undefined
