/** The store's server could not be reached to start a session: the screens say so, and nothing is reported as a crash. */
export class StoreUnavailableError extends Error {}
