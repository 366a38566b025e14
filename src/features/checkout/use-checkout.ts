import { createContext, useContext } from 'react'
import { useSelector } from '@xstate/react'
import { useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import type { ActorRefFrom } from 'xstate'
import type { checkoutMachine } from '../../../machines/checkout/checkout.machine.ts'
import { messageFor } from '../../i18n/messages.ts'

export type CheckoutActor = ActorRefFrom<typeof checkoutMachine>

export const CheckoutActorContext = createContext<CheckoutActor | null>(null)

export function useCheckout(): CheckoutActor {
  const actor = useContext(CheckoutActorContext)
  if (!actor) throw new Error('useCheckout must be used inside <CheckoutActorContext>')
  return actor
}

const ADDRESS_KIND = { shipping: msg`shipping`, billing: msg`billing`, contact: msg`shipping` }

/** The translated message of a field's broken rule, by its name within a section (`shipping`, `billing`, `contact`). */
export function useFieldError(section: 'shipping' | 'billing' | 'contact') {
  const errors = useSelector(useCheckout(), (state) => state.context.errors)
  const { i18n } = useLingui()
  return (name: string): string | undefined => {
    const id = errors[`${section}.${name}`]
    if (!id) return undefined
    const descriptor = messageFor(id)
    return i18n._({ ...descriptor, values: { ...descriptor.values, addType: i18n._(ADDRESS_KIND[section]) } })
  }
}
