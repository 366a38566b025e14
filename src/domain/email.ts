import * as v from 'valibot'

/** Message ids for email rules (SPEC §5); views translate them. */
export const EmailMessage = { required: 'emailRequired', format: 'emailFormat' } as const

/** An email address by SPEC §5's rules, with the message said when it is missing. */
export const emailSchema = (required: string) =>
  v.pipe(v.string(required), v.trim(), v.nonEmpty(required), v.maxLength(254, EmailMessage.format), v.email(EmailMessage.format), v.toLowerCase())

export const EmailSchema = emailSchema(EmailMessage.required)
