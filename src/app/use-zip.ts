import { useSelector } from '@xstate/react'
import { useStore } from './store-context.ts'

/** The shopper's chosen zip code and its location, if any. */
export function useZip() {
  return useSelector(useStore().zip, (state) => state.context.current)
}
