/** A screen asked who is shopping while the store was still starting: it shows a pending view, and loads once the start-up chart says it knows (`shopperKnown`). */
export class ShopperNotKnownYet extends Error {
  constructor() {
    super('The store does not know yet who is shopping')
  }
}
