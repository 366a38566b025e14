import { Trans, useLingui } from '@lingui/react/macro'
import type { Facet } from '#domain/catalog.ts'
import { Link } from '#components/ui/link.tsx'

export type ListBannerKind = 'allSnacks' | 'chips' | 'allBrands'

export interface ListBannerProps {
  kind: ListBannerKind
  /** Subcategory pills, shown on the Chips banner. */
  pills?: Facet[]
}

/** The banner configurations of the list pages: All Snacks, Chips with its pills, and All Brands. */
export function ListBanner({ kind, pills = [] }: ListBannerProps) {
  const { t } = useLingui()
  return (
    <div className={`list-banner list-banner--${kind}`}>
      {kind === 'allSnacks' && (
        <p>
          <Trans>Every snack in the store, from every maker.</Trans>
        </p>
      )}
      {kind === 'allBrands' && (
        <p>
          <Trans>Independent makers, big and small.</Trans>
        </p>
      )}
      {kind === 'chips' && (
        <>
          <p>
            <Trans>Kettle-cooked, baked and everything between.</Trans>
          </p>
          <nav aria-label={t`Kinds of chips`}>
            <ul className="pills">
              {pills.map((pill) => (
                <li key={pill.slug}>
                  <Link to="/all-snacks/$" params={{ _splat: `chips/${pill.slug}` }} className="pill">
                    {pill.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </>
      )}
    </div>
  )
}
