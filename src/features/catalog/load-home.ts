import type { ApiClient } from '../../api/client.ts'
import { getHomeBannerList } from '../../api/content.ts'
import { getBestSellers, getHomeData, getStaffPicks } from '../../api/catalog.ts'
import type { Locale } from '../../domain/locale.ts'
import { i18n } from '../../i18n/i18n.ts'

export async function loadHome(api: ApiClient, signal: AbortSignal) {
  const locale = i18n.locale as Locale
  const [banners, home, bestSellers, staffPicks] = await Promise.all([
    getHomeBannerList(api, locale, signal),
    getHomeData(api, locale, signal),
    getBestSellers(api, locale, signal),
    getStaffPicks(api, locale, signal),
  ])
  return { banners, home, bestSellers, staffPicks }
}
