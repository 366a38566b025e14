import { stageOfHost, type HostMap, type SiteId, type Stage } from '#domain/site.ts'

/** A host name the store serves a site on, as configuration names it. */
export interface ServedHost {
  name: string
  /** `<scheme>://<name>[:<port>]`, the scheme and port of `PUBLIC_ORIGIN`. */
  origin: string
  site: SiteId
  stage: Stage
}

export interface Hosts {
  /** The store's address as shoppers reach it (`PUBLIC_ORIGIN`): what the server prints and every mailed link starts with. */
  publicOrigin: string
  /** The stage of the public origin's host: the store's own. */
  stage: Stage
  served: ServedHost[]
  /** The served host of this name; none for a name configuration does not give. */
  find: (hostname: string) => ServedHost | undefined
  /** The origins a site is served on: its sign-in return addresses. */
  originsOf: (site: SiteId) => string[]
  /** Whether any served host runs as production. */
  production: boolean
}

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]']

/**
 * The hosts the store serves, from configuration only: the `PUBLIC_ORIGIN` host (the snacks site
 * unless `SITE_HOSTS` says otherwise), every host `SITE_HOSTS` names, and, when the public origin is
 * a loopback name, the other loopback names too, so a newcomer's `localhost` and `127.0.0.1` both work.
 * A host's stage is the one `SITE_HOSTS` gives it, else its name's; never a request's.
 */
export function servedHosts(publicOrigin: string, hostMap: HostMap): Hosts {
  const base = new URL(publicOrigin)
  const originOf = (name: string) => `${base.protocol}//${name}${base.port ? `:${base.port}` : ''}`
  const byName = new Map<string, ServedHost>()
  const serve = (name: string, site: SiteId, stage?: Stage) => {
    if (!byName.has(name)) byName.set(name, { name, origin: originOf(name), site, stage: stage ?? stageOfHost(name) })
  }
  const publicName = base.hostname.toLowerCase()
  const publicRule = hostMap[publicName]
  serve(publicName, publicRule?.site ?? 'snacks', publicRule?.stage)
  for (const [name, rule] of Object.entries(hostMap)) serve(name, rule.site, rule.stage)
  if (LOOPBACK_NAMES.includes(publicName))
    for (const name of LOOPBACK_NAMES) serve(name, byName.get(publicName)!.site, hostMap[name]?.stage ?? byName.get(publicName)!.stage)
  const served = [...byName.values()]
  const publicHost = byName.get(publicName)!
  return {
    publicOrigin: base.origin,
    stage: publicHost.stage,
    served,
    find: (hostname) => byName.get(hostname.toLowerCase()),
    // The public origin first: it is the one a site's mail links to.
    originsOf: (site) => [publicHost, ...served.filter((host) => host !== publicHost)].filter((host) => host.site === site).map((host) => host.origin),
    production: served.some((host) => host.stage === 'production'),
  }
}

/** The request's host name, lower case and without its port: the `Host` header, or `X-Forwarded-Host` from a trusted proxy. */
export function requestHostname(header: (name: 'host' | 'x-forwarded-host') => string | undefined, url: string, trustProxy: number): string {
  const forwarded = trustProxy > 0 ? header('x-forwarded-host')?.split(',').pop()?.trim() : undefined
  const host = forwarded || header('host') || new URL(url).host
  return host.toLowerCase().replace(/:\d+$/, '')
}
