import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Facet } from '#domain/catalog.ts'
import { SUB_FILTERS_SHOWN } from '#domain/constants.ts'
import { Link } from '#components/ui/link.tsx'
import { Button } from '#components/ui/button.tsx'
import type { ListSearch } from '#domain/list-search.ts'

export interface FacetGroupProps {
  title: string
  facets: Facet[]
  selected: string[]
  searchFor: (slug: string) => ListSearch
}

/** One filter: its values with counts as links that add or remove it; more than ten fold away. */
export function FacetGroup({ title, facets, selected, searchFor }: FacetGroupProps) {
  const [expanded, setExpanded] = useState(false)
  const { t } = useLingui()
  const shown = expanded ? facets : facets.slice(0, SUB_FILTERS_SHOWN)
  return (
    <section className="facet" aria-label={title}>
      <h2 className="facet__title">{title}</h2>
      <ul>
        {shown.map((facet) => {
          const isSelected = selected.includes(facet.slug)
          return (
            <li key={facet.slug}>
              <Link to="." search={searchFor(facet.slug)} aria-current={isSelected ? 'true' : undefined} className="facet__option">
                <span aria-hidden="true">{isSelected ? '☑' : '☐'}</span>
                <span className="visually-hidden">{isSelected ? t`Remove filter:` : t`Add filter:`}</span> {facet.name}{' '}
                <span className="facet__count">({facet.count})</span>
              </Link>
            </li>
          )
        })}
      </ul>
      {facets.length > SUB_FILTERS_SHOWN && (
        <Button variant="quiet" onPress={() => setExpanded(!expanded)} aria-expanded={expanded}>
          {expanded ? <Trans>Show fewer</Trans> : <Trans>Show {facets.length - SUB_FILTERS_SHOWN} more</Trans>}
        </Button>
      )}
    </section>
  )
}
