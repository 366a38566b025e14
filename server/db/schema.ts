import { pgTable, text, integer, boolean, doublePrecision, jsonb, timestamp, uuid, primaryKey, index } from 'drizzle-orm/pg-core'

export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
})

export const brands = pgTable('brands', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  color: text('color').notNull(),
})

export const categories = pgTable('categories', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameEs: text('name_es').notNull(),
  parentId: text('parent_id'),
  menuSeq: integer('menu_seq').notNull(),
})

export const flavors = pgTable('flavors', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameEs: text('name_es').notNull(),
  hot: boolean('hot').notNull().default(false),
})

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    brandId: text('brand_id').notNull().references(() => brands.id),
    categoryId: text('category_id').notNull().references(() => categories.id),
    flavorId: text('flavor_id').notNull().references(() => flavors.id),
    sizeOz: doublePrecision('size_oz').notNull(),
    priceCents: integer('price_cents').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionEs: text('description_es').notNull(),
    gtin: text('gtin').notNull(),
    freeSample: boolean('free_sample').notNull().default(false),
    holiday: boolean('holiday').notNull().default(false),
    hot: boolean('hot').notNull().default(false),
    multipackEligible: boolean('multipack_eligible').notNull().default(false),
    bestSellerRank: integer('best_seller_rank'),
    staffPickRank: integer('staff_pick_rank'),
  },
  (t) => [index('products_brand_idx').on(t.brandId), index('products_category_idx').on(t.categoryId)],
)

export const bundles = pgTable('bundles', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  descriptionEn: text('description_en').notNull(),
  descriptionEs: text('description_es').notNull(),
  priceCents: integer('price_cents').notNull(),
})

export const bundleItems = pgTable(
  'bundle_items',
  {
    bundleId: text('bundle_id').notNull().references(() => bundles.id),
    productId: text('product_id').notNull().references(() => products.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bundleId, t.productId] })],
)

export const locations = pgTable('locations', {
  number: integer('number').primaryKey(),
  name: text('name').notNull(),
  zipFrom: text('zip_from').notNull(),
  zipTo: text('zip_to').notNull(),
})

export const stock = pgTable(
  'stock',
  {
    productId: text('product_id').notNull().references(() => products.id),
    locationNumber: integer('location_number').notNull().references(() => locations.number),
    quantity: integer('quantity').notNull(),
    preOrder: boolean('pre_order').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.productId, t.locationNumber] })],
)

export const giftCards = pgTable('gift_cards', {
  id: text('id').primaryKey(),
  amountCents: integer('amount_cents').notNull(),
})

export const banners = pgTable('banners', {
  id: text('id').primaryKey(),
  kind: text('kind', { enum: ['home', 'promotion'] }).notNull(),
  seq: integer('seq').notNull(),
  headlineEn: text('headline_en').notNull(),
  headlineEs: text('headline_es').notNull(),
  textEn: text('text_en').notNull(),
  textEs: text('text_es').notNull(),
  altEn: text('alt_en').notNull(),
  altEs: text('alt_es').notNull(),
  linkPath: text('link_path').notNull(),
  imageUrl: text('image_url').notNull(),
})

export const coupons = pgTable('coupons', {
  code: text('code').primaryKey(),
  kind: text('kind', { enum: ['percent', 'amount', 'brand', 'freeShipping', 'freeOrder'] }).notNull(),
  value: integer('value').notNull(),
  minCartCents: integer('min_cart_cents').notNull().default(0),
  brandId: text('brand_id').references(() => brands.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  auto: boolean('auto').notNull().default(false),
})

export const labels = pgTable(
  'labels',
  {
    key: text('key').notNull(),
    locale: text('locale').notNull(),
    /** 0 is every location; a location's own text overrides it. */
    locationNumber: integer('location_number').notNull().default(0),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.locale, t.locationNumber] })],
)

export const navigation = pgTable('navigation', {
  id: text('id').primaryKey(),
  parentId: text('parent_id'),
  labelEn: text('label_en').notNull(),
  labelEs: text('label_es').notNull(),
  path: text('path').notNull(),
  menuSeq: integer('menu_seq').notNull(),
})

export const config = pgTable('config', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
})

export const contentPages = pgTable(
  'content_pages',
  {
    slug: text('slug').notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    sections: jsonb('sections').$type<{ heading: string; body: string }[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.slug, t.locale] })],
)

export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey(),
  rnduts: text('rnduts').notNull(),
  encstr: text('encstr').notNull(),
  site: text('site').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const notifyRequests = pgTable(
  'notify_requests',
  {
    email: text('email').notNull(),
    productId: text('product_id').notNull().references(() => products.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.email, t.productId] })],
)

/** A cart line as stored: the catalog prices it on every read. */
export interface StoredCartLine {
  lineId: string
  kind: 'product' | 'bundle' | 'multipack'
  itemId: string
  quantity: number
  /** A multipack's products and how many packs of each. */
  picks?: { productId: string; quantity: number }[] | null
}

/** A shopper's cart as one row: its lines in order, its coupon, and a version that every change moves on. */
export const carts = pgTable('carts', {
  id: uuid('id').primaryKey(),
  /** SHA-256 of the token the shopper holds; the token itself is never stored. */
  tokenHash: text('token_hash').notNull(),
  lines: jsonb('lines').$type<StoredCartLine[]>().notNull().default([]),
  couponCode: text('coupon_code'),
  /** The shopper took a coupon off, so no coupon is applied automatically. */
  disableAutoCoupon: boolean('disable_auto_coupon').notNull().default(false),
  /** Moves on with every change; a change written against an older version is tried again. */
  version: integer('version').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** A 30-pack mix a shopper saved to build again; kept with the cart that saved it until sign-in keeps it with the account. */
export const savedMixes = pgTable(
  'saved_mixes',
  {
    id: uuid('id').primaryKey(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    picks: jsonb('picks').$type<{ productId: string; quantity: number }[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_mixes_cart_idx').on(t.cartId)],
)
