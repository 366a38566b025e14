import type { Plugin } from 'vite'
import { join } from 'node:path'

const ROOT = join(import.meta.dirname, '..')

/** The pages shoppers land on most, from a search engine or a shared link: the home page, the product list and a product. */
const MOST_LANDED = ['src/routes/index.tsx', 'src/routes/all-snacks/index.tsx', 'src/routes/product/$slug.tsx']

/**
 * What every page of the store loads first, in one chunk beside the entry: the modules the entry
 * imports statically and no other page's entry does, and those the views of two of the pages
 * shoppers land on most share (a product card, a price). The bundler would split each module a
 * lazy screen shares with the entry, and each one those views share, into a chunk of its own: a
 * dozen requests of a few hundred bytes before a landing page answers.
 *
 * The store's flows (its machines, the API client and the schemas of its calls, loaded when first
 * wanted) are one chunk too, rather than thirty: the cart or the checkout, which show a flow from the
 * start, would otherwise wait for each of them in turn.
 *
 * What the store shares with the other pages (the sandbox gateway's card frame and wallet sheet use
 * a few of the domain's modules, and the flows' validation library) goes in chunks of its own first
 * (`groups`, in this order): a group takes each module's imports with it, and those pages must never
 * load the store.
 */
export function landingChunk() {
  const entry = join(ROOT, 'src', 'main.tsx')
  const flowsModule = join(ROOT, 'src', 'app', 'store-machines.ts')
  const landing = new Set<string>()
  const shared = new Set<string>()
  const flows = new Set<string>()
  const sharedByFlows = new Set<string>()
  const plugin: Plugin = {
    name: 'snackfolk-landing-chunk',
    apply: 'build',
    buildEnd() {
      landing.clear()
      shared.clear()
      flows.clear()
      sharedByFlows.clear()
      const staticGraph = (from: string[]) => {
        const seen = new Set<string>()
        const walk = (id: string) => {
          if (seen.has(id)) return
          seen.add(id)
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) walk(imported)
        }
        from.forEach(walk)
        return seen
      }
      // The server's renderer, built apart, has no such entry.
      if (!this.getModuleInfo(entry)?.isEntry) return
      const others = staticGraph([...this.getModuleIds()].filter((id) => id !== entry && this.getModuleInfo(id)?.isEntry))
      for (const id of staticGraph([entry])) (others.has(id) ? shared : landing).add(id)
      // Those pages' views, as the router plugin splits them off (`src/routes/index.tsx?tsr-split=component`).
      const views = MOST_LANDED.map((route) => `${join(ROOT, route)}?tsr-split=component`)
      const missing = views.filter((view) => !this.getModuleInfo(view))
      if (missing.length > 0) this.error(`No view split off for ${missing.join(', ')}: name the pages shoppers land on most by their route files`)
      const shownBy = new Map<string, number>()
      for (const view of views) for (const id of staticGraph([view])) shownBy.set(id, (shownBy.get(id) ?? 0) + 1)
      for (const [id, count] of shownBy) if (count >= 2 && !others.has(id)) landing.add(id)
      for (const id of staticGraph([flowsModule])) if (!landing.has(id) && !shared.has(id)) (others.has(id) ? sharedByFlows : flows).add(id)
    },
  }
  return {
    plugin,
    groups: [
      { name: 'shared', test: (id: string) => shared.has(id), priority: 3 },
      { name: 'shared-by-flows', test: (id: string) => sharedByFlows.has(id), priority: 2 },
      { name: 'landing', test: (id: string) => landing.has(id), priority: 1 },
      { name: 'flows', test: (id: string) => flows.has(id), priority: 0 },
    ],
  }
}
