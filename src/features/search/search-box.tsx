import { useContext, useEffect, useRef } from 'react'
import { useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { SearchIcon } from '#components/ui/icons.tsx'
import { ComboBox, ComboBoxStateContext, Header, Input, Label, ListBox, ListBoxItem, ListBoxSection, Popover } from 'react-aria-components'
import { suggestionGroups, type SuggestionKind } from '#domain/search.ts'
import { Button } from '#components/ui/button.tsx'
import { useStore } from '#app/store-context.ts'

/** The server already matched the query, typos included; the combo box shows its answer as is. */
const keepServerMatches = () => true

export interface SearchBoxProps {
  /** What the shopper typed in the plain form before the combo box loaded. */
  initialQuery?: string
  /** The shopper is in the field: the combo box takes the focus over. */
  autoFocus?: boolean
}

/** Header search: suggestions while typing; Enter lists every match. */
export default function SearchBox({ initialQuery, autoFocus }: SearchBoxProps) {
  const { search } = useStore()
  useEffect(() => {
    if (initialQuery) search.send({ type: 'search.type', query: initialQuery })
  }, [initialQuery, search])
  const { t } = useLingui()
  const query = useSelector(search, (s) => s.context.query)
  const groups = suggestionGroups(useSelector(search, (s) => s.context.suggestions))
  const suggesting = useSelector(search, (s) => s.hasTag('suggesting'))
  const busy = useSelector(search, (s) => s.hasTag('busy'))

  return (
    <form
      role="search"
      className="search-box"
      onSubmit={(event) => {
        event.preventDefault()
        search.send({ type: 'search.submit' })
      }}
    >
      <ComboBox
        inputValue={query}
        onInputChange={(value) => search.send({ type: 'search.type', query: value })}
        onSelectionChange={(key) => key !== null && search.send({ type: 'search.choose', suggestionId: String(key) })}
        allowsCustomValue
        allowsEmptyCollection={suggesting}
        defaultFilter={keepServerMatches}
        menuTrigger="input"
        className="search-box__combo"
      >
        <Label className="visually-hidden">
          <Trans>Search snacks</Trans>
        </Label>
        <Input
          autoFocus={autoFocus}
          className="search-box__input"
          placeholder={t`Search snacks, brands, flavors`}
          onKeyDown={(event) => {
            // With suggestions open, Enter opens the highlighted one (the combo box's own choice) or, with none highlighted, lists every match.
            const input = event.currentTarget
            if (event.key === 'Enter' && input.getAttribute('aria-expanded') === 'true' && !input.getAttribute('aria-activedescendant'))
              search.send({ type: 'search.submit' })
          }}
        />
        {autoFocus && initialQuery && <OpenWithSuggestions shown={groups.length > 0} />}
        <Popover className="search-box__popover">
          <ListBox
            className="search-box__list"
            renderEmptyState={() => <p className="search-box__empty">{busy ? <Trans>Looking for snacks…</Trans> : <Trans>No suggestions</Trans>}</p>}
          >
            {groups.map((group) => (
              <ListBoxSection key={group.kind}>
                <Header className="search-box__section">
                  <SectionTitle kind={group.kind} />
                </Header>
                {group.items.map((item) => (
                  <ListBoxItem key={item.id} id={item.id} textValue={item.name} className="search-box__option">
                    {item.name}
                  </ListBoxItem>
                ))}
              </ListBoxSection>
            ))}
          </ListBox>
        </Popover>
      </ComboBox>
      <Button type="submit" variant="secondary" className="search-box__submit">
        <SearchIcon />
        <span className="label-on-wide">
          <Trans>Search</Trans>
        </span>
      </Button>
    </form>
  )
}

/** Words typed before the combo box took the field over show their suggestions once they come, as if typed into it. */
function OpenWithSuggestions({ shown }: { shown: boolean }) {
  const state = useContext(ComboBoxStateContext)
  const opened = useRef(false)
  useEffect(() => {
    if (!shown || opened.current || !state) return
    opened.current = true
    state.open(null, 'input')
  }, [shown, state])
  return null
}

function SectionTitle({ kind }: { kind: SuggestionKind }) {
  switch (kind) {
    case 'product':
      return <Trans>Products</Trans>
    case 'bundle':
      return <Trans>Bundles</Trans>
    case 'brand':
      return <Trans>Brands</Trans>
    case 'flavor':
      return <Trans>Flavors</Trans>
  }
}
