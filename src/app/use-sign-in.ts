import { useLocation } from '@tanstack/react-router'
import { useStore } from './store-context.ts'

/** Starts signing in from the page the shopper is on; where they come back to is the sign-in's own rule (`returnPath`). */
export function useSignIn() {
  const store = useStore()
  const { href } = useLocation()
  return () => store.send('signInRoundTrip', { type: 'signInRoundTrip.start', returnTo: href })
}
