import type { Reader } from '#api/client.ts'
import { getHomeBannerList } from '#api/content.ts'
import { getAllBundles, getBestSellers, getHomeData, getStaffPicks } from '#api/catalog.ts'

export async function loadHome({ api, locale: current }: Reader, signal: AbortSignal) {
  const locale = current()
  const [banners, home, bestSellers, staffPicks, bundles] = await Promise.all([
    getHomeBannerList(api, locale, signal),
    getHomeData(api, locale, signal),
    getBestSellers(api, locale, signal),
    getStaffPicks(api, locale, signal),
    getAllBundles(api, locale, signal),
  ])
  return { banners, home, bestSellers, staffPicks, bundles }
}
