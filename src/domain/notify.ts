import * as v from 'valibot'
import { EmailSchema } from './email.ts'
import { ItemIdSchema } from './item-id.ts'

export const NotifyMeSchema = v.object({ email: EmailSchema, productId: ItemIdSchema('productId is not a product') })
export type NotifyMe = v.InferOutput<typeof NotifyMeSchema>

export const NotifyMeResultSchema = v.object({ alreadySubscribed: v.boolean() })
