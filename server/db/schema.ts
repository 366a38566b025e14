import type { AddressDraft } from '#domain/checkout-form.ts'
import type { OrderLineView, Shipment } from '#domain/order.ts'
import type { PaymentMethod } from '#domain/payment.ts'
import type { GiftCardOrder } from '#domain/gift-card.ts'
import { sql } from 'drizzle-orm'
import {
  pgTable,
  text,
  integer,
  boolean,
  doublePrecision,
  jsonb,
  timestamp,
  uuid,
  primaryKey,
  index,
  uniqueIndex,
  check,
  customType,
} from 'drizzle-orm/pg-core'

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
})

export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
})

export const brands = pgTable('brands', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  color: text('color').notNull(),
  /** Left out of the merchant's last catalog import: kept for what refers to it, no longer shown. */
  retired: boolean('retired').notNull().default(false),
})

export const categories = pgTable('categories', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameEs: text('name_es').notNull(),
  parentId: text('parent_id'),
  menuSeq: integer('menu_seq').notNull(),
  retired: boolean('retired').notNull().default(false),
})

export const flavors = pgTable('flavors', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameEs: text('name_es').notNull(),
  hot: boolean('hot').notNull().default(false),
  retired: boolean('retired').notNull().default(false),
})

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    titleEs: text('title_es').notNull(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    flavorId: text('flavor_id')
      .notNull()
      .references(() => flavors.id),
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
    /** The picture's path in the merchant's catalog file and the picture it named; none: the store draws the pack. */
    picture: text('picture'),
    pictureSha: text('picture_sha').references(() => pictures.sha),
    /** Left out of the merchant's last catalog import: no longer sold or listed, still in the orders that had it. */
    retired: boolean('retired').notNull().default(false),
  },
  (t) => [index('products_brand_idx').on(t.brandId), index('products_category_idx').on(t.categoryId)],
)

export const bundles = pgTable('bundles', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  titleEs: text('title_es').notNull(),
  descriptionEn: text('description_en').notNull(),
  descriptionEs: text('description_es').notNull(),
  priceCents: integer('price_cents').notNull(),
  picture: text('picture'),
  pictureSha: text('picture_sha').references(() => pictures.sha),
  retired: boolean('retired').notNull().default(false),
})

export const bundleItems = pgTable(
  'bundle_items',
  {
    bundleId: text('bundle_id')
      .notNull()
      .references(() => bundles.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bundleId, t.productId] })],
)

export const locations = pgTable('locations', {
  number: integer('number').primaryKey(),
  name: text('name').notNull(),
  zipFrom: text('zip_from').notNull(),
  zipTo: text('zip_to').notNull(),
  /** Left out of the merchant's last catalog import: nothing ships from it; a shopper who shopped there is served from the first location. */
  retired: boolean('retired').notNull().default(false),
})

export const stock = pgTable(
  'stock',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    locationNumber: integer('location_number')
      .notNull()
      .references(() => locations.number),
    quantity: integer('quantity').notNull(),
    preOrder: boolean('pre_order').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.productId, t.locationNumber] })],
)

export const giftCards = pgTable('gift_cards', {
  id: text('id').primaryKey(),
  amountCents: integer('amount_cents').notNull(),
})

/** The merchant's pictures as they were sent, by the SHA-256 of their bytes; the store sizes them as it shows them. */
export const pictures = pgTable('pictures', {
  sha: text('sha').primaryKey(),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
  /** The merchant's picture (its path in the content file, and the picture it named); none: the store draws one. */
  picture: text('picture'),
  pictureSha: text('picture_sha').references(() => pictures.sha),
})

export const coupons = pgTable('coupons', {
  code: text('code').primaryKey(),
  kind: text('kind', { enum: ['percent', 'amount', 'brand', 'freeShipping', 'freeOrder'] }).notNull(),
  value: integer('value').notNull(),
  minCartCents: integer('min_cart_cents').notNull().default(0),
  brandId: text('brand_id').references(() => brands.id),
  /** When it starts to take effect (none: at once) and when it stops (none: never). */
  startsAt: timestamp('starts_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  auto: boolean('auto').notNull().default(false),
  /** How many orders may use it in all, and how many one customer's (an account, else an email), where the merchant caps them. */
  maxUses: integer('max_uses'),
  maxUsesPerCustomer: integer('max_uses_per_customer'),
})

/** Each order that took a coupon, written with the order in its transaction: what a coupon's caps count. */
export const couponUses = pgTable(
  'coupon_uses',
  {
    code: text('code').notNull(),
    /** The account that ordered, else the order's email in lower case. */
    customer: text('customer').notNull(),
    /** The order's email in lower case: a customer's uses are counted by their account or their email, whichever they order with. */
    email: text('email').notNull(),
    orderId: uuid('order_id').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('coupon_uses_code_customer_idx').on(t.code, t.customer), index('coupon_uses_code_email_idx').on(t.code, t.email)],
)

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

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    rnduts: text('rnduts').notNull(),
    encstr: text('encstr').notNull(),
    site: text('site').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a call last carried it (kept to a few minutes): an idle session expires. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_last_seen_idx').on(t.lastSeenAt)],
)

/** Calls counted per client address and guarded call, in fixed windows, where every server process sees them. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
)

/** Refusals in a row to one asker (wrong sign-ins, unknown orders), shared by every store process: each answer after the first waits longer. */
export const missesInARow = pgTable(
  'misses_in_a_row',
  {
    asker: text('asker').primaryKey(),
    count: integer('count').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('misses_in_a_row_last_idx').on(t.lastAt)],
)

export const notifyRequests = pgTable(
  'notify_requests',
  {
    email: text('email').notNull(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    /** The location the shopper shops from: the product is back for them when it is back there. */
    locationNumber: integer('location_number').notNull().default(1),
    /** The language the shopper is mailed in. */
    locale: text('locale').notNull().default('en-us'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.email, t.productId] }), index('notify_requests_product_idx').on(t.productId)],
)

/** A cart line as stored: the catalog prices it on every read. */
export interface StoredCartLine {
  lineId: string
  kind: 'product' | 'bundle' | 'multipack' | 'giftCard'
  itemId: string
  quantity: number
  /** A multipack's products and how many packs of each. */
  picks?: { productId: string; quantity: number }[] | null
  /** An e-gift card's amount, recipient and message. */
  giftCard?: GiftCardOrder | null
}

/** A shopper's cart as one row: its lines in order, its coupon, and a version that every change moves on. */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey(),
    /** SHA-256 of the token the shopper holds; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    lines: jsonb('lines').$type<StoredCartLine[]>().notNull().default([]),
    couponCode: text('coupon_code'),
    /** The shopper took a coupon off, so no coupon is applied automatically. */
    disableAutoCoupon: boolean('disable_auto_coupon').notNull().default(false),
    /** Moves on with every change; a change written against an older version is tried again. */
    version: integer('version').notNull().default(0),
    /** The order that closed this cart; a closed cart takes no more changes. */
    orderedAt: timestamp('ordered_at', { withTimezone: true }),
    /** The account whose saved cart this is (one open cart per account); it follows the customer to every browser. */
    accountId: uuid('account_id'),
    /** The ids of the latest changes the shopper's browser made to it, each applied once: a repeat of one is answered with the cart as it stands. */
    changes: jsonb('changes').$type<string[]>().notNull().default([]),
    /** The hash of the id of the change that made it (a visitor's first change): a repeat of that change is given this cart, not a second one. */
    madeBy: text('made_by').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_open_account_idx')
      .on(t.accountId)
      .where(sql`${t.accountId} IS NOT NULL AND ${t.orderedAt} IS NULL`),
    index('carts_updated_idx').on(t.updatedAt),
  ],
)

/** A 30-pack mix a shopper saved to build again: a guest's is kept with their cart, a customer's with their account (sign-in brings the guest's along). */
export const savedMultipacks = pgTable(
  'saved_mixes',
  {
    id: uuid('id').primaryKey(),
    cartId: uuid('cart_id').references(() => carts.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    picks: jsonb('picks').$type<{ productId: string; quantity: number }[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_mixes_cart_idx').on(t.cartId), index('saved_mixes_account_idx').on(t.accountId)],
)

/** A line of a placed order, as it was priced when the order was placed. */
export type OrderLine = OrderLineView

/** A postal address as the order keeps it. */
export type OrderAddress = AddressDraft

/** An order's payment as kept: orders placed before other ways to pay kept only a card (no method, no amount). */
export interface OrderPayment {
  method?: PaymentMethod | 'none'
  /** Absent when nothing was left to pay after gift cards, or the order was free. */
  authorizationId?: string
  captureId?: string
  cardType?: string
  cardNumberMask?: string
  /** What the way to pay was authorised for, in cents. */
  amountCents?: number
  /** The gift cards that paid part or all of it, and how much each gave. */
  giftCards?: { giftCardId: string; last4: string; amountCents: number }[]
}

/** A placed order: what was bought, where it goes, what it cost, and the payment that covers it. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    /** Short and readable: what the shopper is told and types into order lookup. */
    number: text('number').notNull().unique(),
    /** The handshake session that placed it: its order details answer that session only. */
    sessionId: uuid('session_id').notNull(),
    /** The customer who placed it signed in; their order history lists it. */
    accountId: uuid('account_id'),
    cartId: uuid('cart_id').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** Where the goods ship; none for an order of e-gift cards alone. */
    shipping: jsonb('shipping').$type<OrderAddress>(),
    billing: jsonb('billing').$type<OrderAddress>().notNull(),
    lines: jsonb('lines').$type<OrderLine[]>().notNull(),
    locationNumber: integer('location_number').notNull(),
    /** The grocery partner's location the order is placed for, when the store's configuration names one (SPEC §3 altOrderLocationId). */
    altLocationId: text('alt_location_id'),
    locale: text('locale').notNull(),
    couponCode: text('coupon_code'),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    status: text('status', { enum: ['placed', 'shipped', 'delivered', 'cancelled'] })
      .notNull()
      .default('placed'),
    /** How it was paid: the gateway's authorisation (and capture once shipped), and what the shopper may be shown of it. */
    payment: jsonb('payment').$type<OrderPayment>().notNull(),
    /** How many of each product it took from its location's stock (a bundle's as the bundle held them then): a cancel puts these back. */
    stockTaken: jsonb('stock_taken').$type<Record<string, number>>(),
    /** The parcel's carrier and tracking number, once it shipped. */
    shipment: jsonb('shipment').$type<Shipment>(),
    /** Set while the order is being shipped or cancelled, so that one of the two goes through at a time. */
    settlingAt: timestamp('settling_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('orders_email_idx').on(t.email), index('orders_account_idx').on(t.accountId, t.createdAt)],
)

/** Each order attempt's idempotency key with its first answer, which any repeat is given again. */
export const orderAttempts = pgTable('order_attempts', {
  key: text('key').primaryKey(),
  sessionId: uuid('session_id').notNull(),
  /** The HTTP status of the first answer; null while that answer is being worked out. */
  status: integer('status'),
  /** The number the order is paid under, named before its payment is asked for: a sweep finds a payment whose order was never written by it. */
  orderNumber: text('order_number'),
  answer: jsonb('answer'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Email waiting to be sent (or kept, when no transport is configured); written in the same transaction as what it tells about. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** Where an answer goes, when not to the store (a contact-form message is answered to its writer). */
    replyTo: text('reply_to'),
    /** The body carries a secret (a reset link): it is kept only until the mail is sent. */
    secret: boolean('secret').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When the message may be tried (again): a sender claims it by moving this ahead while it sends, and a failure by backing off. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_unsent_idx').on(t.sentAt),
    index('outbox_waiting_idx')
      .on(t.nextAttemptAt)
      .where(sql`sent_at IS NULL`),
  ],
)

/**
 * A shopper's account: who they are, their password (argon2id; none for an account that signs in
 * through Google), and how many wrong passwords in a row it has seen.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey(),
    /** Kept as typed; unique without regard to case. */
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: text('gender'),
    birthDate: text('birth_date'),
    /** The newsletter codes the shopper opted into (the loyalty programme's, the store's). */
    newsletters: jsonb('newsletters').$type<string[]>().notNull().default([]),
    /** The site the shopper registered on. */
    sourceId: text('source_id').notNull(),
    loyaltyId: text('loyalty_id'),
    /** The upstream that vouches for this account ('google'), when it signs in that way only. */
    social: text('social'),
    /** `<issuer> <subject>` when the store signs shoppers in with another OpenID provider: who this account is there. */
    externalSubject: text('external_subject').unique(),
    /** `<issuer> <subject>` of the Google account that signs in to this account, once linked. */
    googleSubject: text('google_subject').unique(),
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('accounts_email_idx').on(sql`lower(${t.email})`)],
)

/**
 * A Snackfolk Rewards member: joined with an email and a name (createcustomer), given a profile
 * (createprofile), then the account registered with the member number (register-user) is theirs.
 */
export const rewardsMembers = pgTable(
  'rewards_members',
  {
    loyaltyId: text('loyalty_id').primaryKey(),
    /** Kept as typed; unique without regard to case. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthDate: text('birth_date'),
    gender: text('gender'),
    newsletters: jsonb('newsletters').$type<string[]>().notNull().default([]),
    /** The account registered with this member number. */
    accountId: uuid('account_id')
      .unique()
      .references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    profiledAt: timestamp('profiled_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('rewards_members_email_idx').on(sql`lower(${t.email})`)],
)

/** What the identity provider keeps (sessions, interactions, grants, codes, tokens), so a restart or a second process keeps it too. */
export const identityRecords = pgTable(
  'identity_records',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('identity_records_grant_idx').on(t.grantId),
    index('identity_records_uid_idx').on(t.uid),
    index('identity_records_expires_idx').on(t.expiresAt),
  ],
)

/** A password-reset link: single use, short-lived; only its token's SHA-256 is kept. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_account_idx').on(t.accountId)],
)

/** A customer's saved shipping address; one of them may be their primary one, which checkout starts from. */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    address: jsonb('address').$type<OrderAddress>().notNull(),
    primary: boolean('primary').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_account_idx').on(t.accountId),
    uniqueIndex('addresses_one_primary_idx')
      .on(t.accountId)
      .where(sql`${t.primary}`),
  ],
)

/** A card a customer saved at checkout: the gateway keeps the card (a payment instrument); the store keeps only its id, type, last digits and expiry. */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    instrumentId: text('instrument_id').notNull().unique(),
    cardType: text('card_type').notNull(),
    cardNumberMask: text('card_number_mask').notNull(),
    /** MM/YY */
    expiry: text('expiry').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_cards_account_idx').on(t.accountId, t.createdAt)],
)

/** A message sent through the contact form: kept, and mailed to the store's service address through the outbox. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey(),
    subject: text('subject').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    description: text('description').notNull(),
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
)

/**
 * E-gift cards: the store's own, with their balances. The code is given only to its recipient; the
 * store keeps its hash (a SHA-256 of a code with 80 random bits) and its last four characters.
 */
export const issuedGiftCards = pgTable(
  'issued_gift_cards',
  {
    id: uuid('id').primaryKey(),
    codeHash: text('code_hash').notNull().unique(),
    last4: text('last4').notNull(),
    amountCents: integer('amount_cents').notNull(),
    balanceCents: integer('balance_cents').notNull(),
    /** The order that bought it. */
    orderId: uuid('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('issued_gift_cards_balance_in_range', sql`${t.balanceCents} >= 0 AND ${t.balanceCents} <= ${t.amountCents}`)],
)
