import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '#components/ui/link.tsx'
import type { ListSearch } from '#domain/list-search.ts'

export interface PaginationProps {
  page: number
  pageCount: number
  search: ListSearch
}

function pagesAround(page: number, pageCount: number): number[] {
  const pages = new Set([1, pageCount, page - 1, page, page + 1])
  return [...pages].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b)
}

/** Page links that keep every filter in the address. */
export function Pagination({ page, pageCount, search }: PaginationProps) {
  const { t } = useLingui()
  if (pageCount <= 1) return null
  const to = (p: number) => ({ ...search, page: p === 1 ? undefined : p })
  return (
    <nav aria-label={t`Pages`} className="pagination">
      <ul>
        {page > 1 && (
          <li>
            <Link to="." search={to(page - 1)} rel="prev">
              <Trans>Previous</Trans>
            </Link>
          </li>
        )}
        {pagesAround(page, pageCount).map((p) => (
          <li key={p}>
            <Link to="." search={to(p)} aria-current={p === page ? 'page' : undefined} aria-label={t`Page ${p}`}>
              {p}
            </Link>
          </li>
        ))}
        {page < pageCount && (
          <li>
            <Link to="." search={to(page + 1)} rel="next">
              <Trans>Next</Trans>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  )
}
