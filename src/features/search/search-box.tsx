import { useActorRef, useSelector } from '@xstate/react'
import { useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { ComboBox, Header, Input, Label, ListBox, ListBoxItem, ListBoxSection, Popover, type Key } from 'react-aria-components'
import { provideSearch } from '../../../machines/search/search.actors.ts'
import { SEARCH_MIN_LENGTH } from '../../../machines/search/search.machine.ts'
import type { Locale } from '../../domain/locale.ts'
import { Button } from '../../components/ui/button.tsx'
import { useStore } from '../shell/store-context.ts'

/** The server already matched the query, typos included; the combo box shows its answer as is. */
const keepServerMatches = () => true

/** Header search: suggestions while typing; Enter lists every match. */
export default function SearchBox() {
  const { api, track } = useStore()
  const navigate = useNavigate()
  const { t, i18n } = useLingui()
  const actor = useActorRef(provideSearch(api, () => i18n.locale as Locale))
  const query = useSelector(actor, (s) => s.context.query)
  const suggestions = useSelector(actor, (s) => s.context.suggestions)
  const busy = useSelector(actor, (s) => s.hasTag('busy') || s.matches('debouncing'))

  const searchAll = () => {
    const term = query.trim()
    if (!term) return
    track({ event: 'search', search_term: term })
    actor.send({ type: 'search.clear' })
    void navigate({ to: '/all-snacks', search: { search: term } })
  }
  const open = (key: Key | null) => {
    if (key === null) return
    const [kind, slug] = String(key).split(':') as [string, string]
    actor.send({ type: 'search.clear' })
    if (kind === 'product') void navigate({ to: '/product/$slug', params: { slug } })
    else void navigate({ to: '/all-snacks', search: kind === 'brand' ? { brand: slug } : { flavor: slug } })
  }

  return (
    <form
      role="search"
      className="search-box"
      onSubmit={(event) => {
        event.preventDefault()
        searchAll()
      }}
    >
      <ComboBox
        inputValue={query}
        onInputChange={(value) => actor.send({ type: 'search.type', query: value })}
        onSelectionChange={open}
        allowsCustomValue
        allowsEmptyCollection={query.trim().length >= SEARCH_MIN_LENGTH}
        defaultFilter={keepServerMatches}
        menuTrigger="input"
        className="search-box__combo"
      >
        <Label className="visually-hidden">
          <Trans>Search snacks</Trans>
        </Label>
        <Input className="search-box__input" placeholder={t`Search snacks, brands, flavors`} />
        <Popover className="search-box__popover">
          <ListBox
            className="search-box__list"
            renderEmptyState={() => (
              <p className="search-box__empty">{busy ? <Trans>Looking for snacks…</Trans> : <Trans>No suggestions</Trans>}</p>
            )}
          >
            {suggestions?.products.length ? (
              <ListBoxSection>
                <Header className="search-box__section">
                  <Trans>Products</Trans>
                </Header>
                {suggestions.products.map((p) => (
                  <ListBoxItem key={p.slug} id={`product:${p.slug}`} textValue={p.title} className="search-box__option">
                    {p.title}
                  </ListBoxItem>
                ))}
              </ListBoxSection>
            ) : null}
            {suggestions?.brands.length ? (
              <ListBoxSection>
                <Header className="search-box__section">
                  <Trans>Brands</Trans>
                </Header>
                {suggestions.brands.map((b) => (
                  <ListBoxItem key={b.slug} id={`brand:${b.slug}`} textValue={b.name} className="search-box__option">
                    {b.name}
                  </ListBoxItem>
                ))}
              </ListBoxSection>
            ) : null}
            {suggestions?.flavors.length ? (
              <ListBoxSection>
                <Header className="search-box__section">
                  <Trans>Flavors</Trans>
                </Header>
                {suggestions.flavors.map((f) => (
                  <ListBoxItem key={f.slug} id={`flavor:${f.slug}`} textValue={f.name} className="search-box__option">
                    {f.name}
                  </ListBoxItem>
                ))}
              </ListBoxSection>
            ) : null}
          </ListBox>
        </Popover>
      </ComboBox>
      <Button type="submit" variant="secondary">
        <Trans>Search</Trans>
      </Button>
    </form>
  )
}
