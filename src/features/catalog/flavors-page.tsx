import { Trans } from '@lingui/react/macro'
import { Link } from '#components/ui/link.tsx'

export interface FlavorTile {
  slug: string
  name: string
  hot: boolean
  count: number
}

export function FlavorsPage({ flavors }: { flavors: FlavorTile[] }) {
  return (
    <div>
      <h1>
        <Trans>Flavors</Trans>
      </h1>
      <ul className="tile-grid">
        {flavors.map((flavor) => (
          <li key={flavor.slug} className={`tile${flavor.hot ? ' tile--hot' : ''}`}>
            <Link to="/all-snacks" search={{ flavor: flavor.slug }}>
              {flavor.name}
            </Link>
            <p className="tile__count">
              {flavor.hot && (
                <span className="badge badge--hot">
                  <Trans>Hot</Trans>
                </span>
              )}{' '}
              <Trans>{flavor.count} snacks</Trans>
            </p>
          </li>
        ))}
      </ul>
    </div>
  )
}
