import * as v from 'valibot'
import { EmailSchema } from './email.ts'

export const NotifyMeSchema = v.object({ email: EmailSchema, productId: v.pipe(v.string(), v.regex(/^P\d{5}$/, 'productId is not a product')) })
export type NotifyMe = v.InferOutput<typeof NotifyMeSchema>

export const NotifyMeResultSchema = v.object({ alreadySubscribed: v.boolean() })
