import * as v from 'valibot'
import { NO_SHIPPING_STATES, ZIP_LENGTH } from './constants.ts'

/** US zip-code prefixes (first three digits) by state. */
const PREFIX_RANGES: [from: number, to: number, state: string][] = [
  [6, 9, 'pr'],
  [10, 27, 'ma'],
  [28, 29, 'ri'],
  [30, 38, 'nh'],
  [39, 49, 'me'],
  [50, 59, 'vt'],
  [60, 69, 'ct'],
  [70, 89, 'nj'],
  [100, 149, 'ny'],
  [150, 196, 'pa'],
  [197, 199, 'de'],
  [200, 205, 'dc'],
  [206, 219, 'md'],
  [220, 246, 'va'],
  [247, 268, 'wv'],
  [270, 289, 'nc'],
  [290, 299, 'sc'],
  [300, 319, 'ga'],
  [320, 349, 'fl'],
  [350, 369, 'al'],
  [370, 385, 'tn'],
  [386, 397, 'ms'],
  [398, 399, 'ga'],
  [400, 427, 'ky'],
  [430, 459, 'oh'],
  [460, 479, 'in'],
  [480, 499, 'mi'],
  [500, 528, 'ia'],
  [530, 549, 'wi'],
  [550, 567, 'mn'],
  [570, 577, 'sd'],
  [580, 588, 'nd'],
  [590, 599, 'mt'],
  [600, 629, 'il'],
  [630, 658, 'mo'],
  [660, 679, 'ks'],
  [680, 693, 'ne'],
  [700, 714, 'la'],
  [716, 729, 'ar'],
  [730, 749, 'ok'],
  [750, 799, 'tx'],
  [800, 816, 'co'],
  [820, 831, 'wy'],
  [832, 838, 'id'],
  [840, 847, 'ut'],
  [850, 865, 'az'],
  [870, 884, 'nm'],
  [885, 885, 'tx'],
  [889, 898, 'nv'],
  [900, 961, 'ca'],
  [967, 968, 'hi'],
  [970, 979, 'or'],
  [980, 994, 'wa'],
  [995, 999, 'ak'],
]

export const ZIP_MESSAGE = 'Zip code must be exactly 5 digits.'

/** A zip code of exactly five digits; `message` is what a malformed one is told (a message id in forms). */
export const zipSchema = (message: string) => v.pipe(v.string(message), v.trim(), v.regex(new RegExp(`^\\d{${ZIP_LENGTH}}$`), message))

export const ZipSchema = zipSchema(ZIP_MESSAGE)

/** The state a zip code is in, or undefined for a prefix no state uses. */
export function stateForZip(zip: string): string | undefined {
  const prefix = Number(zip.slice(0, 3))
  return PREFIX_RANGES.find(([from, to]) => prefix >= from && prefix <= to)?.[2]
}

export function shipsToState(state: string): boolean {
  return !(NO_SHIPPING_STATES as readonly string[]).includes(state)
}

export const ZipResultSchema = v.object({ zipcode: v.string(), state: v.string(), locationNumber: v.number() })
export type ZipResult = v.InferOutput<typeof ZipResultSchema>
