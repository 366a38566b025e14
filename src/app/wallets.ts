import type { ApiClient } from '#api/client.ts'
import type { ConfigFlags } from '#domain/content.ts'
import type { Locale } from '#domain/locale.ts'
import { WALLETS, type Wallet } from '#domain/payment.ts'
import type { SiteConfig } from '#domain/site.ts'
import { deviceCanPay, deviceWalletSheet } from './device-wallet-sheet.ts'
import { sandboxWalletSheet } from './sandbox-wallet-sheet.ts'

/**
 * The wallets offered at checkout: each one `configlist` turns on and the browser can pay with.
 * Where the payment sandbox is live, it answers for the browser: no device wallet is needed.
 */
export function walletsOffered(flags: Pick<ConfigFlags, Wallet>, site: Pick<SiteConfig, 'paymentSandbox'>): Wallet[] {
  return WALLETS.filter((wallet) => flags[wallet] && (site.paymentSandbox || deviceCanPay(wallet)))
}

/** The sheet a wallet pays in: the browser's own, or the payment sandbox's stand-in where it is live. */
export function walletSheet(api: ApiClient, site: Pick<SiteConfig, 'paymentSandbox' | 'name' | 'sourceId'>, locale: () => Locale) {
  return site.paymentSandbox ? sandboxWalletSheet(api, locale) : deviceWalletSheet({ name: site.name, gatewayMerchantId: site.sourceId })
}
