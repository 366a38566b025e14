import { Trans, useLingui } from '@lingui/react/macro'

/** The header search as the server renders it: a form that lists every match, before the browser's app (with its suggestions) takes over. */
export function SearchForm() {
  const { t } = useLingui()
  return (
    <form role="search" className="search-box" action="/all-snacks" method="get">
      <div className="search-box__combo">
        <label className="visually-hidden" htmlFor="search-box-input">
          <Trans>Search snacks</Trans>
        </label>
        <input id="search-box-input" className="search-box__input" type="search" name="search" placeholder={t`Search snacks, brands, flavors`} />
      </div>
      <button type="submit" className="button button--secondary">
        <Trans>Search</Trans>
      </button>
    </form>
  )
}
