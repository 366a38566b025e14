/** Message ids for what the store says once a change a shopper made is done; views translate them. */
export const DoneMessage = {
  addressSaved: 'addressSaved',
  profileSaved: 'profileSaved',
  cardDeleted: 'cardDeleted',
} as const
export type DoneMessageId = (typeof DoneMessage)[keyof typeof DoneMessage]
