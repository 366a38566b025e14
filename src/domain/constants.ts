/** Business constants and limits of SPEC §9. */
export const FREE_SHIPPING_THRESHOLD_CENTS = 1500
export const MULTIPACK_SIZE = 30
export const PASSWORD_MIN_LENGTH = 8
export const NAME_MIN_LENGTH = 2
export const NAME_MAX_LENGTH = 30
export const ADDRESS_MAX_LENGTH = 30
export const ZIP_LENGTH = 5
export const PHONE_LENGTH = 10
export const PRODUCTS_PER_PAGE = 36
/** The product list's orders, its last page and the longest search it reads. */
export const SORTS = ['featured', 'priceAsc', 'priceDesc', 'name'] as const
export const MAX_PAGE = 10_000
export const MAX_SEARCH_LENGTH = 100
export const SUB_FILTERS_SHOWN = 10
export const SHOP_BY_CATEGORY_COUNT = 4
export const TOAST_DURATION_MS = 4000
export const PERSISTED_STATE_TIMEOUT_MS = 5000
export const TELEMETRY_BATCH_INTERVAL_MS = 0
export const BUILD_VERSION = '3.3.8'
export const NO_SHIPPING_STATES = ['hi', 'ak'] as const

/** Home page limits of SPEC §2. */
export const HOME_LIMITS = {
  brands: 12,
  parentCategories: 4,
  subcategories: 10,
  promotionTiles: 2,
  bestSellers: 4,
  staffPicks: 4,
} as const

export const DEFAULT_COUNTRY = 'US'
export const DEFAULT_CURRENCY = 'USD'
