import * as v from 'valibot'
import { LOCALES, DEFAULT_LOCALE } from './locale.ts'
import type { NavigationItem } from './navigation.ts'

export const NavigationItemSchema: v.GenericSchema<NavigationItem> = v.object({
  id: v.string(),
  label: v.string(),
  path: v.string(),
  menuSeq: v.number(),
  children: v.array(v.lazy(() => NavigationItemSchema)),
})

export const LocaleSchema = v.optional(v.pipe(v.string(), v.toLowerCase(), v.picklist(LOCALES)), DEFAULT_LOCALE)

export const LocationNumberSchema = v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, 'locationNumber must be a positive whole number'), v.transform(Number))

export const LabelListQuery = v.object({ locationNumber: v.optional(LocationNumberSchema), locale: LocaleSchema })

export const LabelTranslationQuery = v.object({
  locale: LocaleSchema,
  keys: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(2000),
      v.transform((text) =>
        text
          .split(',')
          .map((k) => k.trim())
          .filter(Boolean),
      ),
    ),
  ),
})

export const ContentListQuery = v.object({
  slug: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,60}$/, 'slug must be lower-case letters, digits and dashes'))),
  locale: LocaleSchema,
})

export const LocaleQuery = v.object({ locale: LocaleSchema })

export const LabelsSchema = v.record(v.string(), v.string())
export type Labels = v.InferOutput<typeof LabelsSchema>

/** Site-wide switches of SPEC §9, kept in session storage by the client. */
export const ConfigFlagsSchema = v.object({
  holidayShop: v.boolean(),
  googlePay: v.boolean(),
  applePay: v.boolean(),
  freeShipping: v.boolean(),
  gtmEvents: v.boolean(),
  rewardsSync: v.boolean(),
  flavorDropShopId: v.string(),
  alternateLocationId: v.string(),
})
export type ConfigFlags = v.InferOutput<typeof ConfigFlagsSchema>

export const BannerSchema = v.object({
  id: v.string(),
  headline: v.string(),
  text: v.string(),
  imageUrl: v.string(),
  altText: v.string(),
  linkPath: v.string(),
  seq: v.number(),
})
export type Banner = v.InferOutput<typeof BannerSchema>
export const BannerListSchema = v.array(BannerSchema)

export const ContentSectionSchema = v.object({ heading: v.string(), body: v.string() })
export const ContentPageSchema = v.object({
  slug: v.string(),
  title: v.string(),
  sections: v.array(ContentSectionSchema),
})
export type ContentPage = v.InferOutput<typeof ContentPageSchema>
export const ContentListSchema = v.array(ContentPageSchema)
