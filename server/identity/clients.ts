import { SITES, type HostMap } from '../../src/domain/site.ts'
import type { IdentityClient } from './provider.ts'

/**
 * The two sites as clients of the provider: the snacks site at the store's own origin, the rewards
 * site at each host SITE_HOSTS gives it, on the same scheme and port.
 */
export function identityClients(publicOrigin: string, hostMap: HostMap): IdentityClient[] {
  const origin = new URL(publicOrigin)
  const rewards = Object.entries(hostMap)
    .filter(([, rule]) => rule.site === 'rewards')
    .map(([host]) => `${origin.protocol}//${host}${origin.port ? `:${origin.port}` : ''}`)
  const snacks = Object.entries(hostMap)
    .filter(([, rule]) => rule.site === 'snacks')
    .map(([host]) => `${origin.protocol}//${host}${origin.port ? `:${origin.port}` : ''}`)
  return [
    { clientId: SITES.snacks.identityClientId, origins: [origin.origin, ...snacks.filter((o) => o !== origin.origin)] },
    { clientId: SITES.rewards.identityClientId, origins: rewards },
  ]
}
