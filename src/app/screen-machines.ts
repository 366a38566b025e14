import type { ApiClient } from '#api/client.ts'
import type { StoreDeps } from './store-deps.ts'
import { madeWhenRead } from './made-when-read.ts'
import { provideMultipack } from '#machines/multipack/multipack.actors.ts'
import { provideOrderLookup } from '#machines/order-lookup/order-lookup.actors.ts'
import { provideContactUs } from '#machines/contact-us/contact-us.actors.ts'
import { providePasswordSignIn } from '#machines/password-sign-in/password-sign-in.actors.ts'
import { provideRegistration } from '#machines/registration/registration.actors.ts'
import { provideReorder } from '#machines/reorder/reorder.actors.ts'
import { provideChangePassword } from '#machines/change-password/change-password.actors.ts'
import { provideAddressBook } from '#machines/address-book/address-book.actors.ts'
import { provideSavedMultipacks } from '#machines/saved-multipacks/saved-multipacks.actors.ts'
import { provideSavedCards } from '#machines/saved-cards/saved-cards.actors.ts'
import { provideProfile } from '#machines/profile/profile.actors.ts'
import { providePasswordReset } from '#machines/password-reset/password-reset.actors.ts'
import { giftCardPurchaseMachine } from '#machines/gift-card-purchase/gift-card-purchase.machine.ts'

export interface ScreenMachineDeps {
  api: ApiClient
  deps: StoreDeps
  /** An error toast with the message of this id. */
  showError: (messageId: string) => void
  /** Signs in as the account just registered. */
  signInAs: (email: string) => void
}

/**
 * The machines that live with a screen (the builder, the account's forms, order lookup): the screen
 * creates the actor, and each is given its effects here, made when a screen first asks for it.
 */
export function screenMachines({ api, deps, showError, signInAs }: ScreenMachineDeps) {
  const { track } = deps
  /** Every form moves focus to the first field with a message, on the page where it is shown. */
  const form = { actions: { focusFirstError: () => deps.focusFirstError() } }
  return madeWhenRead({
    multipack: () =>
      provideMultipack(api).provide({
        actions: { trackProgress: (_, { packs, size }) => track({ event: 'multipack_progress', packs, size }), ...form.actions },
      }),
    orderLookup: () => provideOrderLookup(api).provide(form),
    contactUs: () => provideContactUs(api, deps.locale).provide(form),
    registration: () => provideRegistration(api).provide({ actions: { ...form.actions, signInAs: (_, email) => signInAs(email) } }),
    reorder: () =>
      provideReorder(api).provide({
        actions: {
          showCart: (_, short) => {
            if (short.length > 0) showError('reorderShort')
            deps.navigate({ href: '/cart' })
          },
        },
      }),
    profile: () => provideProfile(api).provide(form),
    savedMultipacks: () => provideSavedMultipacks(api),
    savedCards: () => provideSavedCards(api),
    giftCardPurchase: () => giftCardPurchaseMachine.provide(form),
    addressBook: () => provideAddressBook(api).provide(form),
    changePassword: () => provideChangePassword(api).provide(form),
    passwordReset: () => providePasswordReset(api, deps.locale).provide(form),
    passwordSignIn: () => providePasswordSignIn(api).provide({ actions: { leave: (_, url) => deps.leave(url), ...form.actions } }),
  })
}
