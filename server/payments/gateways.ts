import type { Database } from '../db/database.ts'
import type { PaymentGateway } from './gateway.ts'
import { createSandboxGateway, sandboxSecret, type SandboxGateway } from './sandbox/gateway.ts'

/** What a gateway is opened with: the store's database (for the gateway's own records and secrets), the host its card fields are served from, and how long a payment session lives. */
export interface GatewaySettings {
  db: Database
  paymentHost: string
  sessionLifeMs: number
}

/** A gateway opened: what every payment goes through, and, for the sandbox, the gateway whose own pages the store serves on the payment host. */
export interface OpenedGateway {
  gateway: PaymentGateway
  sandbox?: SandboxGateway
}

/**
 * The payment processors the store can take payments through, by the name `PAYMENT_GATEWAY` gives
 * (`sandbox` when unset). Another processor is its folder beside `sandbox/`, implementing
 * `PaymentGateway`, and its line here.
 */
export const GATEWAYS = {
  sandbox: async ({ db, paymentHost, sessionLifeMs }) => {
    const gateway = createSandboxGateway(db, await sandboxSecret(db), paymentHost, sessionLifeMs)
    return { gateway, sandbox: gateway }
  },
} satisfies Record<string, (settings: GatewaySettings) => Promise<OpenedGateway>>

export type GatewayName = keyof typeof GATEWAYS

export const GATEWAY_NAMES = Object.keys(GATEWAYS) as GatewayName[]
