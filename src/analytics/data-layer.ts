import type { AnalyticsItem } from './products.ts'
import type { FunnelEvent } from './checkout-events.ts'

/** Typed events for the tag manager's data layer. */
export type AnalyticsEvent =
  | { event: 'page_view'; page_path: string; page_title: string; language: string; site: string }
  /** A screen named by SPEC §2 that is part of a page (the checkout steps). */
  | { event: 'screen_view'; screen_name: string }
  | { event: 'api_error'; url: string; error: string; user_id: string | null; cart_id: string | null; session_id: string | null }
  | { event: 'api_timeout'; url: string; error: string }
  | { event: 'render_error'; page_path: string; error: string }
  | { event: 'business_prompt'; answer: 'yes' | 'no' }
  | { event: 'view_item_list'; item_list_name: string; items: AnalyticsItem[] }
  | { event: 'select_item'; item_list_name: string; items: [AnalyticsItem] }
  | { event: 'view_item'; items: [AnalyticsItem] }
  | { event: 'search'; search_term: string }
  | { event: 'multipack_progress'; packs: number; size: number }
  | { event: 'add_to_cart' | 'remove_from_cart'; value: number; items: (AnalyticsItem & { quantity: number })[] }
  | FunnelEvent

export type DataLayer = { push: (entry: AnalyticsEvent) => unknown }

declare global {
  interface Window {
    dataLayer?: DataLayer & unknown[]
  }
}

export function browserDataLayer(): DataLayer {
  window.dataLayer ??= [] as unknown as DataLayer & unknown[]
  return window.dataLayer
}

/** Pushes each event to the data layer while the store's configuration turns GTM events on (SPEC §3); with them off, nothing reaches it. */
export function createTracker(layer: DataLayer, gtmEvents: () => boolean = () => true) {
  return (event: AnalyticsEvent) => {
    if (gtmEvents()) layer.push(event)
  }
}
export type Track = ReturnType<typeof createTracker>
