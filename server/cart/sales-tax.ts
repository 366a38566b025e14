/**
 * The store's estimate of state sales tax on snacks, in basis points, by two-letter state. A
 * state missing here charges none. Shipping is not taxed; discounts lower the taxable amount.
 */
const STATE_RATES: Record<string, number> = {
  al: 400,
  ar: 650,
  az: 560,
  ca: 725,
  co: 290,
  ct: 635,
  dc: 600,
  fl: 600,
  ga: 400,
  ia: 600,
  id: 600,
  il: 625,
  in: 700,
  ks: 650,
  ky: 600,
  la: 445,
  ma: 625,
  md: 600,
  me: 550,
  mi: 600,
  mn: 688,
  mo: 423,
  ms: 700,
  nc: 475,
  nd: 500,
  ne: 550,
  nj: 663,
  nm: 488,
  nv: 685,
  ny: 400,
  oh: 575,
  ok: 450,
  pa: 600,
  pr: 1150,
  ri: 700,
  sc: 600,
  sd: 420,
  tn: 700,
  tx: 625,
  ut: 610,
  va: 530,
  vt: 600,
  wa: 650,
  wi: 500,
  wv: 600,
  wy: 400,
}

export function salesTaxRate(state: string): number {
  return STATE_RATES[state] ?? 0
}

/** Tax in cents on a taxable amount in cents, half a cent rounded up. */
export function salesTax(taxableCents: number, rateBasisPoints: number): number {
  return Math.round((taxableCents * rateBasisPoints) / 10_000)
}
