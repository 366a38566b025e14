import { useActorRef, useSelector } from '@xstate/react'
import { useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
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
            <SuggestionSection title={<Trans>Products</Trans>} kind="product" items={suggestions?.products.map((p) => ({ slug: p.slug, name: p.title })) ?? []} />
            <SuggestionSection title={<Trans>Brands</Trans>} kind="brand" items={suggestions?.brands ?? []} />
            <SuggestionSection title={<Trans>Flavors</Trans>} kind="flavor" items={suggestions?.flavors ?? []} />
          </ListBox>
        </Popover>
      </ComboBox>
      <Button type="submit" variant="secondary">
        <Trans>Search</Trans>
      </Button>
    </form>
  )
}

interface SuggestionSectionProps {
  title: ReactNode
  kind: 'product' | 'brand' | 'flavor'
  items: { slug: string; name: string }[]
}

/** One kind of suggestion under its heading; each option's id says where it leads. */
function SuggestionSection({ title, kind, items }: SuggestionSectionProps) {
  if (items.length === 0) return null
  return (
    <ListBoxSection>
      <Header className="search-box__section">{title}</Header>
      {items.map((item) => (
        <ListBoxItem key={item.slug} id={`${kind}:${item.slug}`} textValue={item.name} className="search-box__option">
          {item.name}
        </ListBoxItem>
      ))}
    </ListBoxSection>
  )
}
