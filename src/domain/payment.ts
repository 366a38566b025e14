/** Message ids of payment refusals; views translate them. */
export const PaymentMessage = {
  tokenInvalid: 'paymentTokenInvalid',
  tokenExpired: 'paymentTokenExpired',
  tokenUsed: 'paymentTokenUsed',
  declined: 'cardDeclined',
  insufficientFunds: 'cardInsufficientFunds',
  contextInvalid: 'captureContextInvalid',
} as const
export type PaymentMessage = (typeof PaymentMessage)[keyof typeof PaymentMessage]

/** The sandbox gateway's test cards and what it answers for each (any other valid card is approved). */
export const TEST_CARDS = {
  approved: '4111111111111111',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const
