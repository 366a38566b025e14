import { InputError } from '../http/envelope.ts'
import type { cartStock } from './cart-lines.ts'
import { mergeCarts } from './merge-carts.ts'
import type { CartContents } from './apply-change.ts'
import type { CartRecord, Carts, NewCart } from './carts.ts'
import type { CartOwner } from '#domain/cart.ts'
import type { Customer } from '../identity/customer.ts'

const owner = ({ cart, cartToken }: NewCart): CartOwner => ({ cartId: cart.id, cartToken })

/** What taking a guest's cart needs: the customer signing in, the carts, the stock at their location, and the discount a cart's lines would have. */
export interface GuestCartMerge {
  caller: Customer
  carts: Carts
  stock: ReturnType<typeof cartStock>
  discountOf: (cart: CartRecord) => number
}

/**
 * The signed-in customer's cart, given the guest's cart their browser held (SPEC §4): the guest's
 * cart becomes the account's saved cart when the account has none, else is merged into it and left
 * empty, and the guest's saved mixes become the account's. The answer is the account's cart and
 * its token for this sign-in.
 */
export async function takeGuestCart(merge: GuestCartMerge, guest: CartOwner | undefined): Promise<CartOwner> {
  const { caller, carts, stock, discountOf } = merge
  const guestCart =
    guest &&
    (await carts.open(guest.cartId, guest.cartToken, caller).catch((error: unknown) => {
      // A guest cart that is not the caller's, or that an order closed, has nothing to bring.
      if (error instanceof InputError) return undefined
      throw error
    }))
  if (guestCart) await carts.handOverMultipacks(guestCart.id, caller)
  for (let attempt = 0; attempt < 3; attempt++) {
    const saved = await carts.savedFor(caller)
    if (!saved) {
      const base = guestCart ?? (await carts.create()).cart
      const adopted = await carts.adopt(base.id, caller)
      if (adopted) return owner(adopted)
      continue
    }
    if (!guestCart || guestCart.id === saved.cart.id || guestCart.lines.length === 0) return owner(saved)
    // The guest's cart is emptied first, in its turn: what it held then is merged once, however many merges are asked at once,
    // and a change that reaches it after stays in it.
    let held: CartContents = { lines: [], disableAutoCoupon: false }
    const emptied = await carts.change(
      guestCart.id,
      guest!.cartToken,
      (contents) => {
        held = contents
        return { ...contents, lines: [], couponCode: undefined }
      },
      caller,
    )
    if (held.lines.length === 0) return owner(saved)
    let merged: CartRecord
    try {
      // The guest's changes come along: one whose answer was lost is answered, not applied again, when sent to the account's cart.
      merged = await carts.change(
        saved.cart.id,
        saved.cartToken,
        (savedContents) => mergeCarts(savedContents, held, stock, (contents) => discountOf({ ...saved.cart, ...contents })),
        caller,
        undefined,
        emptied.changes,
      )
    } catch (error) {
      // Not merged: the guest's lines go back to the guest's cart.
      await carts.change(
        guestCart.id,
        guest!.cartToken,
        (contents) => mergeCarts(contents, held, stock, (merged) => discountOf({ ...saved.cart, ...merged })),
        caller,
      )
      throw error
    }
    return owner({ cart: merged, cartToken: saved.cartToken })
  }
  throw new Error('The account’s saved cart kept changing while it was merged')
}
