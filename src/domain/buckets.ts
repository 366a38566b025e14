/** Analytics buckets of SPEC §9. */
export type SizeBucket = '0-2oz' | '2-4oz' | '4-6oz' | '6-8oz' | 'over 8oz'
export type PriceBucket = '$0-$5' | '$5-$10' | 'over $10'

export const SIZE_BUCKETS: readonly SizeBucket[] = ['0-2oz', '2-4oz', '4-6oz', '6-8oz', 'over 8oz']
export const PRICE_BUCKETS: readonly PriceBucket[] = ['$0-$5', '$5-$10', 'over $10']

export function sizeBucket(ounces: number, isBundle = false): SizeBucket {
  if (isBundle || ounces > 8) return 'over 8oz'
  if (ounces <= 2) return '0-2oz'
  if (ounces <= 4) return '2-4oz'
  if (ounces <= 6) return '4-6oz'
  return '6-8oz'
}

export function priceBucket(cents: number, isBundle = false): PriceBucket {
  if (isBundle || cents > 1000) return 'over $10'
  if (cents <= 500) return '$0-$5'
  return '$5-$10'
}
