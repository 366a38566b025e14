import { useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import type { Sort } from '#domain/catalog.ts'
import { Link } from '#components/ui/link.tsx'
import type { ListSearch } from '#domain/list-search.ts'

const LABELS = {
  featured: msg`Featured`,
  priceAsc: msg`Price: low to high`,
  priceDesc: msg`Price: high to low`,
  name: msg`Name`,
} satisfies Record<Sort, unknown>

export function SortLinks({ search }: { search: ListSearch }) {
  const { t, i18n } = useLingui()
  const current = search.sort ?? 'featured'
  return (
    <nav aria-label={t`Sort by`} className="sort-links">
      <ul>
        {(Object.keys(LABELS) as Sort[]).map((sort) => (
          <li key={sort}>
            <Link
              to="."
              search={{ ...search, sort: sort === 'featured' ? undefined : sort, page: undefined }}
              aria-current={sort === current ? 'true' : undefined}
            >
              {i18n._(LABELS[sort])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
