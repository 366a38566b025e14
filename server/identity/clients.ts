import { SITES } from '#domain/site.ts'
import type { Hosts } from '../http/hosts.ts'
import type { IdentityClient } from './provider.ts'

/** The two sites as clients of the provider, each returning to every origin it is served on. */
export function identityClients(hosts: Hosts): IdentityClient[] {
  return [
    { clientId: SITES.snacks.identityClientId, origins: hosts.originsOf('snacks') },
    { clientId: SITES.rewards.identityClientId, origins: hosts.originsOf('rewards') },
  ]
}
