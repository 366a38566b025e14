import type { Wallet } from './payment.ts'

/** What a wallet's sheet is asked to show: the wallet, and the amount it pays (what gift cards leave), in cents. */
export interface WalletPaymentRequest {
  wallet: Wallet
  amount: number
}

/** The token a wallet's sheet gave for its card: it pays as that wallet, once, when the order is placed. */
export interface WalletToken {
  transientToken: string
  cardType: string
  cardNumberMask: string
}

/** What the store's page tells a wallet's sheet. */
export type WalletSheetCommand =
  /** Apple Pay's merchant validation came back from the gateway, through the store. */
  { type: 'walletSheet.merchantValidated'; merchantSession: string }

/** What a wallet's sheet tells the store's page. */
export type WalletSheetReport =
  /** Apple Pay asks the store to validate itself as a merchant at the wallet's URL. */
  | { type: 'wallet.validateMerchant'; validationURL: string }
  | { type: 'wallet.authorized'; token: WalletToken }
  /** The shopper closed the sheet without paying. */
  | { type: 'wallet.cancelled' }
  /** The sheet could not be shown, or the wallet could not pay: a message id. */
  | { type: 'wallet.failed'; errorKey: string }

/** How long the payment sandbox's sheet may take to show before the store gives up on it: the wallet could not pay. */
export const SHEET_READY_MS = 10_000

/** Messages between the store's page and the payment sandbox's wallet sheet (window.postMessage, origins checked both ways). */
export const WALLET_SHEET_MESSAGE = 'snackfolk.walletSheet'

export type ToWalletSheet = { kind: 'show'; wallet: Wallet; amount: number; captureContext: string } | { kind: 'merchantValidated'; merchantSession: string }

export type FromWalletSheet =
  | { kind: 'ready' }
  | { kind: 'validateMerchant'; validationURL: string }
  | { kind: 'authorized'; token: WalletToken }
  | { kind: 'cancelled' }
  | { kind: 'failed'; errorKey: string }

export const walletSheetEnvelope = <M>(message: M) => ({ type: WALLET_SHEET_MESSAGE, message })

export function walletSheetMessage<M>(data: unknown): M | undefined {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === WALLET_SHEET_MESSAGE ? (data as { message: M }).message : undefined
}
