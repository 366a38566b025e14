import { createContext, useContext } from 'react'
import type { Store } from './create-store.ts'

export const StoreContext = createContext<Store | null>(null)

export function useStore(): Store {
  const store = useContext(StoreContext)
  if (!store) throw new Error('useStore must be used inside <StoreContext>')
  return store
}
