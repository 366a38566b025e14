import { Trans } from '@lingui/react/macro'
import type { NamedMultipack } from '#domain/saved-multipack.ts'
import { Link } from '#components/ui/link.tsx'
import { Price } from '#components/price.tsx'

export function VarietyPackPage({ multipacks }: { multipacks: NamedMultipack[] }) {
  return (
    <div className="variety-pack">
      <h1>
        <Trans>Variety packs</Trans>
      </h1>
      <p>
        <Trans>Pick any single-serve snacks you like, 30 packs in all, and we ship them together in one box.</Trans>
      </p>
      <Link to="/varietypack/customize" className="button button--primary">
        <Trans>Build your 30-pack</Trans>
      </Link>
      {multipacks.length > 0 && (
        <section aria-labelledby="recommended-mixes">
          <h2 id="recommended-mixes">
            <Trans>Recommended variety packs</Trans>
          </h2>
          <ul className="variety-pack__mixes">
            {multipacks.map(({ id, name, price, picks, unavailable }) => (
              <li key={id} className="variety-pack__mix">
                <h3>{name}</h3>
                <p>
                  <Price cents={price} />
                </p>
                <ul>
                  {picks.map((pick) => (
                    <li key={pick.productId}>
                      {pick.quantity} × {pick.title}
                      {unavailable.includes(pick.productId) && (
                        <>
                          {' '}
                          <span className="badge badge--unavailable">
                            <Trans>Sold out</Trans>
                          </span>
                        </>
                      )}
                    </li>
                  ))}
                </ul>
                <Link to="/varietypack/customize" search={{ mix: id }}>
                  <Trans>Customize {name}</Trans>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
