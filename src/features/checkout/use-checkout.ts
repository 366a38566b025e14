import { createContext, useContext } from 'react'
import { useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { createActor, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import { checkoutMachine } from '#machines/checkout/checkout.machine.ts'
import { messageFor } from '#i18n/messages.ts'
import { useDrawnView } from '#app/use-view.ts'
import type { SiteConfig } from '#domain/site.ts'

export type CheckoutActor = ActorRefFrom<typeof checkoutMachine>
type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>

/** The checkout chart of the page, and checkout as the server drew it. */
export interface CheckoutScreen {
  actor: CheckoutActor
  drawn: CheckoutSnapshot
}

export const CheckoutContext = createContext<CheckoutScreen | null>(null)

/**
 * Checkout as the server draws it, knowing nothing of the browser (what was typed before a reload,
 * the step in the address, who is signed in): opening, on the shipping step, every field empty.
 * The chart is never started: it only gives the page its first snapshot.
 */
export function drawnCheckout(site: Pick<SiteConfig, 'paymentSession'>): CheckoutActor {
  return createActor(checkoutMachine, { input: { attemptKey: '', paymentSession: site.paymentSession } })
}

function useScreen(): CheckoutScreen {
  const screen = useContext(CheckoutContext)
  if (!screen) throw new Error('useCheckout must be used inside <CheckoutContext>')
  return screen
}

export function useCheckout(): CheckoutActor {
  return useScreen().actor
}

/** What a view of the steps the server draws reads of checkout: as drawn while React takes the page over, then as the chart has it. */
export function useCheckoutView<T extends Record<string, unknown>>(pick: (snapshot: CheckoutSnapshot) => T): T {
  const { actor, drawn } = useScreen()
  return useDrawnView(actor, drawn, pick)
}

const ADDRESS_KIND = { shipping: msg`shipping`, billing: msg`billing`, contact: msg`shipping` }

/** The translated message of a field's broken rule, by its name within a section (`shipping`, `billing`, `contact`). */
export function useFieldError(section: 'shipping' | 'billing' | 'contact') {
  const { errors } = useCheckoutView((state) => ({ errors: state.context.errors }))
  const { i18n } = useLingui()
  return (name: string): string | undefined => {
    const id = errors[`${section}.${name}`]
    if (!id) return undefined
    const descriptor = messageFor(id)
    return i18n._({ ...descriptor, values: { ...descriptor.values, addType: i18n._(ADDRESS_KIND[section]) } })
  }
}
