/**
 * The store's long-lived charts, by the `systemId` each has in the actor system; the start-up chart
 * holds them as its members. The one list of them.
 */
export const MEMBERS = ['toast', 'session', 'zip', 'search', 'cart', 'cartMerge', 'signInRoundTrip'] as const

export type Member = (typeof MEMBERS)[number]
