import { useLingui } from '@lingui/react/macro'
import { formatPrice } from '../domain/catalog.ts'

export function Price({ cents }: { cents: number }) {
  const { i18n } = useLingui()
  return <span className="price">{formatPrice(cents, i18n.locale === 'es-us' ? 'es-US' : 'en-US')}</span>
}
