import * as v from 'valibot'

/** How the merchant's catalog names a product or a bundle: 1 to 64 letters, digits, dots, dashes or underscores. */
export const ITEM_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/

/** A product's or bundle's id, refused with `message` when it is not one. */
export const ItemIdSchema = (message: string) => v.pipe(v.string(), v.regex(ITEM_ID_PATTERN, message))
