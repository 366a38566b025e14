import { useState, type ComponentType } from 'react'
import { useStore } from '../../app/store-context.ts'
import { SearchForm } from './search-form.tsx'
import type { SearchBoxProps } from './search-box.tsx'

/** The header's search: the plain form until the shopper reaches for it, then the combo box with suggestions, keeping what was typed. */
export function HeaderSearch() {
  const store = useStore()
  const [loaded, setLoaded] = useState<{ SearchBox: ComponentType<SearchBoxProps>; input: HTMLInputElement }>()
  const [loading, setLoading] = useState(false)
  if (loaded) return <TakenOver {...loaded} />
  return (
    <SearchForm
      onWanted={(input) => {
        if (loading) return
        setLoading(true)
        void Promise.all([import('./search-box.tsx'), store.wake()]).then(([{ default: SearchBox }]) => setLoaded({ SearchBox, input }))
      }}
    />
  )
}

/** The combo box in the form's place, with what the shopper typed so far and the focus if they are in the field (read as it replaces the form). */
function TakenOver({ SearchBox, input }: { SearchBox: ComponentType<SearchBoxProps>; input: HTMLInputElement }) {
  const [start] = useState(() => ({ typed: input.value, focused: document.activeElement === input }))
  return <SearchBox initialQuery={start.typed} autoFocus={start.focused} />
}
