import * as v from 'valibot'
import { NameSchema } from './address.ts'
import { EmailSchema } from './email.ts'

/** Message ids of the contact form's rules (SPEC §5); views translate them. */
export const ContactUsMessage = {
  subjectRequired: 'contactSubjectRequired',
  subjectTooLong: 'contactSubjectTooLong',
  descriptionRequired: 'contactDescriptionRequired',
  descriptionTooLong: 'contactDescriptionTooLong',
  specialCharacters: 'contactSpecialCharacters',
} as const

export const CONTACT_SUBJECT_MAX_LENGTH = 100
export const CONTACT_DESCRIPTION_MAX_LENGTH = 2000

/** Letters, digits, spaces, line breaks and the punctuation of ordinary writing; no markup or control characters. */
const PLAIN_TEXT = /^[\p{L}\p{N}\s.,;:!?'"’“”()&@#%$*+=/-]*$/u

const plainText = (required: string, tooLong: string, max: number) =>
  v.pipe(v.string(required), v.trim(), v.nonEmpty(required), v.maxLength(max, tooLong), v.regex(PLAIN_TEXT, ContactUsMessage.specialCharacters))

/** What the contact form sends (SPEC §5): a subject, a name and a description, and an email to answer. */
export const ContactUsSchema = v.object({
  subject: plainText(ContactUsMessage.subjectRequired, ContactUsMessage.subjectTooLong, CONTACT_SUBJECT_MAX_LENGTH),
  name: NameSchema,
  email: EmailSchema,
  description: plainText(ContactUsMessage.descriptionRequired, ContactUsMessage.descriptionTooLong, CONTACT_DESCRIPTION_MAX_LENGTH),
})
export type ContactUsInput = v.InferOutput<typeof ContactUsSchema>
export type ContactUsField = keyof ContactUsInput
