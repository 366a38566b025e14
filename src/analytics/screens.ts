import type { AnalyticsEvent } from './data-layer.ts'
import { analyticsItem } from './products.ts'
import type { ProductSummary } from '#domain/catalog.ts'

type Sellable = Parameters<typeof analyticsItem>[0]

/** The screens SPEC §2 names for analytics that are not pages of their own name. */
export const SCREENS = { loginPopup: 'login popup', zipPopup: 'zip code popup', changePassword: 'change password', myAddresses: 'my addresses' } as const

/** A screen the shopper was shown. */
export function screenViewed(name: string): AnalyticsEvent[] {
  return [{ event: 'screen_view', screen_name: name }]
}

/** A list of products the shopper was shown; an empty list is no impression. */
export function listViewed(listName: string, products: readonly ProductSummary[]): AnalyticsEvent[] {
  return products.length > 0 ? [{ event: 'view_item_list', item_list_name: listName, items: products.map(analyticsItem) }] : []
}

/** A product or bundle page the shopper was shown. */
export function itemViewed(item: Sellable): AnalyticsEvent[] {
  return [{ event: 'view_item', items: [analyticsItem(item)] }]
}

/** A product in a list the shopper chose. */
export function itemSelected(listName: string, item: Sellable): AnalyticsEvent {
  return { event: 'select_item', item_list_name: listName, items: [analyticsItem(item)] }
}
