import * as v from 'valibot'
import { BannerSchema } from './content.ts'

const Named = v.object({ slug: v.string(), name: v.string() })

/** What the home page shows besides its product lists (`home/datalist`). */
export const HomeDataSchema = v.object({
  brands: v.array(v.object({ ...Named.entries, color: v.string() })),
  categories: v.array(v.object({ ...Named.entries, imageUrl: v.string(), children: v.array(Named) })),
  shopByCategory: v.array(v.object({ ...Named.entries, imageUrl: v.string() })),
  promotionTiles: v.array(BannerSchema),
  holidayShop: v.boolean(),
})
export type HomeData = v.InferOutput<typeof HomeDataSchema>
