/** Who signed in, as an access token the store's API takes says. */
export interface Customer {
  accountId: string
  /** The sign-in it was given under: the store's own provider's grant, or another provider's session where that provider names it. */
  grantId?: string
}
