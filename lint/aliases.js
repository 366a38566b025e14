// The project's import aliases, as package.json's `imports` gives them to Node, Vite and TypeScript.
import { readFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

/** The aliases of package.json's `imports` (`#domain/*` → `./src/domain/*`), as Node, Vite and TypeScript read them. */
const aliases = Object.entries(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).imports ?? {}).map(([alias, target]) => [
  alias.replace(/\*$/, ''),
  path.join(root, target.replace(/\*$/, '')),
])

/** The file an import names: a relative path from the importing file, or one of the project's aliases; undefined for a package. */
export function resolveSource(file, source) {
  if (source.startsWith('.')) return path.resolve(path.dirname(file), source)
  const alias = aliases.find(([prefix]) => source.startsWith(prefix))
  return alias ? path.join(alias[1], source.slice(alias[0].length)) : undefined
}
