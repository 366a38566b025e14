import { useRef, useState, type ComponentType } from 'react'
import { useWhenWanted } from '#app/use-when-wanted.ts'
import { SearchForm } from './search-form.tsx'
import type { SearchBoxProps } from './search-box.tsx'

/** The header's search: the plain form until the shopper reaches for it, then the combo box with suggestions, keeping what was typed. */
export function HeaderSearch() {
  const input = useRef<HTMLInputElement>(null)
  const { loaded, want } = useWhenWanted(
    () => import('./search-box.tsx'),
    ({ default: SearchBox }) => ({ SearchBox, input: input.current! }),
  )
  if (loaded) return <TakenOver {...loaded} />
  return (
    <SearchForm
      onWanted={(field) => {
        input.current = field
        want()
      }}
    />
  )
}

/** The combo box in the form's place, with what the shopper typed so far and the focus if they are in the field (read as it replaces the form). */
function TakenOver({ SearchBox, input }: { SearchBox: ComponentType<SearchBoxProps>; input: HTMLInputElement }) {
  const [start] = useState(() => ({ typed: input.value, focused: document.activeElement === input }))
  return <SearchBox initialQuery={start.typed} autoFocus={start.focused} />
}
