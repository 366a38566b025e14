import type { I18n } from '@lingui/core'
import type { InspectionEvent, Observer } from 'xstate'
import type { SessionStorageLike } from '#api/session-values.ts'
import type { CheckoutStep } from '#domain/checkout-step.ts'
import type { Locale } from '#domain/locale.ts'
import type { Destination } from '#domain/destination.ts'
import type { Track } from '#analytics/data-layer.ts'
import type { SiteConfig } from '#domain/site.ts'

/** What the store is given by the page it runs in (the browser's, or the server's for one request). */
export interface StoreDeps {
  /** Session storage: what lasts as long as the tab (the sign-in, what was typed at checkout). */
  tabStorage: SessionStorageLike
  /** Local storage: what lasts across visits and tabs (the cart's id and token live here). */
  lastingStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  locale: () => Locale
  /** The shopper's language's messages, for what is said outside the views (the page's title). */
  i18n: I18n
  /** Loads every string of the shopper's language, when the page started with a landing page's only (the browser's). */
  allMessages?: () => Promise<void>
  url: URL
  site: SiteConfig
  track: Track
  /** Moves the shopper to another screen of the store. */
  navigate: (destination: Destination) => void
  /** Sends the shopper to another site (the business store). */
  leave: (url: string) => void
  /** Puts the checkout step in the address's hash. */
  showCheckoutStep: (step: CheckoutStep) => void
  /** Moves focus to the first field the shopper has to mend. */
  focusFirstError: () => void
  reload: () => void
  /** Reloads what the screens show, after the shopper's location changed. */
  refresh: () => void
  /** Leaves a page for customers only, when the shopper is on one. */
  leaveSecurePage: () => void
  /** The address of the page the shopper is on, to come back to after signing in. */
  here: () => string
  /** Calls back with the key of each value another tab changes in `keep`; answers how to stop. */
  watchKept: (changed: (key: string | null) => void) => () => void
  /** Whether the browser has a connection now. */
  online: () => boolean
  /** Calls back each time the browser loses its connection or has it again; answers how to stop. */
  watchConnection: (changed: (online: boolean) => void) => () => void
  fetch?: typeof fetch
  baseURL?: string
  /**
   * The store renders a page on the server: its calls reach the API in the same process, with no
   * handshake, and it is never started (its members keep their first state).
   */
  onServer?: boolean
  /** The Stately inspector's observer, when a product owner asked for it. */
  inspect?: Observer<InspectionEvent>
}
