import { useSelector } from '@xstate/react'
import { useHydrated } from '@tanstack/react-router'
import { useStore } from './store-context.ts'

/** The shopper's chosen zip code and its location, if any: the browser keeps it, so the server's page (and the browser's until it takes over) has none. */
export function useZip() {
  const current = useSelector(useStore().zip, (state) => state.context.current)
  return useHydrated() ? current : undefined
}
