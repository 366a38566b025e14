import { formatPrice } from '#domain/catalog.ts'

export function Price({ cents }: { cents: number }) {
  return <span className="price">{formatPrice(cents)}</span>
}
