// The layers of the code and who may import whom (docs/architecture.md, "Layout"): an import rule for ESLint.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { resolveSource } from './aliases.js'

const root = path.resolve(import.meta.dirname, '..')

/** The layer a file belongs to, by where it lives; undefined for files outside the layers (config, assets). */
export function layerOf(file) {
  const relative = path.relative(root, file).split(path.sep).join('/')
  if (!/\.(ts|tsx|js|cjs)$/.test(relative)) return undefined
  const [top, second, third] = relative.split('/')
  if (top === 'server')
    return /(\.test|\.testing)\.ts$/.test(relative) || relative.startsWith('server/testing/')
      ? 'server tests'
      : /^server\/[^/]+\/(?:[^/]+\/)?[^/]+-routes\.ts$/.test(relative)
        ? 'server/routes'
        : /^server\/(app|index|dev|start-up\/start|start-up\/run-store|start-up\/processes)\.ts$/.test(relative)
          ? 'server/app'
          : 'server'
  if (top === 'machines') return 'machines'
  if (top === 'tests' || top === 'bench' || top === 'lint' || top === 'scripts') return 'tooling'
  if (top !== 'src') return undefined
  if (second === 'features') return `features/${third}`
  if (second === 'components') return third === 'ui' ? 'components/ui' : 'components'
  if (second === 'main.tsx' || second === 'entry-server.tsx' || second === 'router.tsx') return 'main'
  if (second === 'routeTree.gen.ts') return 'routes'
  return second
}

const features = (layer) => layer.startsWith('features/')

/** What each layer may import besides itself. */
export const mayImport = {
  domain: [],
  i18n: ['domain'],
  analytics: ['domain'],
  // The client reports failed and timed-out calls to the data layer.
  api: ['domain', 'analytics'],
  machines: ['domain', 'api'],
  payments: ['domain', 'i18n'],
  'components/ui': ['domain', 'i18n'],
  components: ['domain', 'i18n', 'components/ui'],
  app: ['machines', 'api', 'domain', 'i18n', 'analytics'],
  features: ['app', 'components', 'components/ui', 'machines', 'api', 'domain', 'i18n'],
  layout: [features, 'app', 'components', 'components/ui', 'machines', 'domain', 'i18n'],
  // A route names its pending and error parts, and links, from the shared components.
  routes: ['layout', features, 'app', 'components', 'components/ui', 'domain'],
  main: ['routes', 'layout', 'app', 'domain', 'i18n', 'analytics', 'api'],
  server: ['domain'],
  // Routes (each area's `*-routes.ts`) answer with what the services give; only the app that composes them imports them.
  'server/routes': ['server', 'domain'],
  // The app composes the routes; index.ts and dev.ts start it.
  'server/app': ['server', 'server/routes', 'domain'],
  // The server's tests drive it as the browser would, through the client's sign-in.
  'server tests': ['server', 'server/app', 'server/routes', 'domain', 'api'],
  tooling: [() => true],
}

/** Whether a file of one layer may import a file of another. */
export function allowed(from, to) {
  if (from === undefined || to === undefined || from === to) return true
  const rules = mayImport[features(from) ? 'features' : from] ?? []
  return rules.some((rule) => (typeof rule === 'function' ? rule(to) : rule === to))
}

export const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports flow one way through the layers of docs/architecture.md' },
    messages: {
      featureImportsFeature:
        'A feature imports no other feature: {{from}} imports {{to}} ({{source}}). Shared parts live in src/components, the core in src/app.',
      layer: '{{from}} may not import {{to}} ({{source}}): see the layers in docs/architecture.md.',
    },
    schema: [],
  },
  create(context) {
    const from = layerOf(context.filename)
    function check(node) {
      const source = node.source?.value
      const target = typeof source === 'string' ? resolveSource(context.filename, source) : undefined
      if (target === undefined) return
      const to = layerOf(target)
      if (allowed(from, to)) return
      const messageId = features(from) && features(to) ? 'featureImportsFeature' : 'layer'
      context.report({ node: node.source, messageId, data: { from, to, source } })
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check }
  },
}

const importPattern = /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*['"]((?:\.{1,2}\/|#)[^'"]+)['"]|import\(\s*['"]((?:\.{1,2}\/|#)[^'"]+)['"]\s*\)/g
const importsOf = new Map()

/** The project files a file imports (type-only imports too: a cycle of types is a cycle of meaning). */
function importedBy(file) {
  if (!importsOf.has(file)) {
    const text = existsSync(file) ? readFileSync(file, 'utf8') : ''
    const targets = [...text.matchAll(importPattern)].map((match) => resolveSource(file, match[1] ?? match[2])).filter(Boolean)
    importsOf.set(
      file,
      targets.filter((target) => /\.(ts|tsx|js)$/.test(target)),
    )
  }
  return importsOf.get(file)
}

/** Whether `from` leads back to `to` through imports. */
function leadsTo(from, to, seen = new Set()) {
  if (from === to) return true
  if (seen.has(from)) return false
  seen.add(from)
  return importedBy(from).some((next) => leadsTo(next, to, seen))
}

export const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No file imports one that imports it back, however far round' },
    messages: { cycle: 'Import cycle: {{source}} leads back to this file.' },
    schema: [],
  },
  create(context) {
    const file = context.filename
    importsOf.delete(file)
    function check(node) {
      const source = node.source?.value
      const target = typeof source === 'string' ? resolveSource(file, source) : undefined
      if (target === undefined) return
      if (leadsTo(target, file)) context.report({ node: node.source, messageId: 'cycle', data: { source } })
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check }
  },
}

export default { rules: { imports: layers, 'no-cycle': noCycle } }
