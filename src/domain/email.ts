import * as v from 'valibot'

/** Message ids for email rules (SPEC §5); views translate them. */
export const EmailMessage = { required: 'emailRequired', format: 'emailFormat' } as const

export const EmailSchema = v.pipe(
  v.string(EmailMessage.required),
  v.trim(),
  v.nonEmpty(EmailMessage.required),
  v.maxLength(254, EmailMessage.format),
  v.email(EmailMessage.format),
  v.toLowerCase(),
)
