import { useLayoutEffect, useRef } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { SearchIcon } from '#components/ui/icons.tsx'

export interface SearchFormProps {
  /** The shopper reached for the search: its suggestions load. */
  onWanted?: (input: HTMLInputElement) => void
}

/**
 * The header search as the server renders it: a form that lists every match, which works before
 * the browser takes the page over (a search sent before the combo box took its place loads the
 * results page); the combo box with its suggestions loads when the shopper first reaches for it.
 */
export function SearchForm({ onWanted }: SearchFormProps) {
  const { t } = useLingui()
  const input = useRef<HTMLInputElement>(null)
  const want = () => input.current && onWanted?.(input.current)
  // Typed into, or in the shopper's hand, before the page was taken over: the combo box loads at once, with what was typed.
  useLayoutEffect(() => {
    const field = input.current
    if (field && (field.value || document.activeElement === field)) onWanted?.(field)
  }, [onWanted])
  return (
    <form role="search" className="search-box" action="/all-snacks" method="get">
      <div className="search-box__combo">
        <label className="visually-hidden" htmlFor="search-box-input">
          <Trans>Search snacks</Trans>
        </label>
        <input
          ref={input}
          id="search-box-input"
          className="search-box__input"
          type="search"
          name="search"
          enterKeyHint="search"
          placeholder={t`Search snacks, brands, flavors`}
          onFocus={want}
          onPointerEnter={want}
        />
      </div>
      <button type="submit" className="button button--secondary search-box__submit">
        <SearchIcon />
        <span className="label-on-wide">
          <Trans>Search</Trans>
        </span>
      </button>
    </form>
  )
}
