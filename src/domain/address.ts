import * as v from 'valibot'
import { ADDRESS_MAX_LENGTH, DEFAULT_COUNTRY, NAME_MAX_LENGTH, NAME_MIN_LENGTH, PHONE_LENGTH } from './constants.ts'
import { EmailSchema } from './email.ts'
import { shipsToState, stateForZip, zipSchema } from './zip.ts'

/** Message ids of the checkout form's rules (SPEC §5); views translate them. */
export const AddressMessage = {
  nameRequired: 'nameRequired',
  nameTooShort: 'nameTooShort',
  nameTooLong: 'nameTooLong',
  nameLetters: 'nameLetters',
  addressRequired: 'addressRequired',
  addressTooLong: 'addressTooLong',
  addressCharacters: 'addressCharacters',
  poBox: 'addressPoBox',
  /** A P.O. Box the store refused (one the browser did not stop): SPEC §5's second wording. */
  poBoxRefused: 'addressPoBoxRefused',
  cityRequired: 'cityRequired',
  stateRequired: 'stateRequired',
  countryRequired: 'countryRequired',
  zipFormat: 'zipFormat',
  zipNotInState: 'zipNotInState',
  noShippingToState: 'noShippingToState',
  phoneRequired: 'phoneRequired',
  phoneNotNumber: 'phoneNotNumber',
  phoneLength: 'phoneLength',
} as const
export type AddressMessage = (typeof AddressMessage)[keyof typeof AddressMessage]

/** A field rule broken as the store words its own refusal, where that differs from the form's words. */
export const refusedAs = (messageId: string) => (messageId === AddressMessage.poBox ? AddressMessage.poBoxRefused : messageId)

/** The US states and territories the store knows, by their two-letter code. */
export const US_STATES = [
  'al',
  'ak',
  'az',
  'ar',
  'ca',
  'co',
  'ct',
  'de',
  'dc',
  'fl',
  'ga',
  'hi',
  'id',
  'il',
  'in',
  'ia',
  'ks',
  'ky',
  'la',
  'me',
  'md',
  'ma',
  'mi',
  'mn',
  'ms',
  'mo',
  'mt',
  'ne',
  'nv',
  'nh',
  'nj',
  'nm',
  'ny',
  'nc',
  'nd',
  'oh',
  'ok',
  'or',
  'pa',
  'pr',
  'ri',
  'sc',
  'sd',
  'tn',
  'tx',
  'ut',
  'vt',
  'va',
  'wa',
  'wv',
  'wi',
  'wy',
] as const

/** Each state's name as the address form lists it. */
export const US_STATE_NAMES: Record<(typeof US_STATES)[number], string> = {
  al: 'Alabama',
  ak: 'Alaska',
  az: 'Arizona',
  ar: 'Arkansas',
  ca: 'California',
  co: 'Colorado',
  ct: 'Connecticut',
  de: 'Delaware',
  dc: 'District of Columbia',
  fl: 'Florida',
  ga: 'Georgia',
  hi: 'Hawaii',
  id: 'Idaho',
  il: 'Illinois',
  in: 'Indiana',
  ia: 'Iowa',
  ks: 'Kansas',
  ky: 'Kentucky',
  la: 'Louisiana',
  me: 'Maine',
  md: 'Maryland',
  ma: 'Massachusetts',
  mi: 'Michigan',
  mn: 'Minnesota',
  ms: 'Mississippi',
  mo: 'Missouri',
  mt: 'Montana',
  ne: 'Nebraska',
  nv: 'Nevada',
  nh: 'New Hampshire',
  nj: 'New Jersey',
  nm: 'New Mexico',
  ny: 'New York',
  nc: 'North Carolina',
  nd: 'North Dakota',
  oh: 'Ohio',
  ok: 'Oklahoma',
  or: 'Oregon',
  pa: 'Pennsylvania',
  pr: 'Puerto Rico',
  ri: 'Rhode Island',
  sc: 'South Carolina',
  sd: 'South Dakota',
  tn: 'Tennessee',
  tx: 'Texas',
  ut: 'Utah',
  vt: 'Vermont',
  va: 'Virginia',
  wa: 'Washington',
  wv: 'West Virginia',
  wi: 'Wisconsin',
  wy: 'Wyoming',
}

const PO_BOX = /\b(p\.?\s*o\.?\s*box|post\s*office\s*box|p\.?\s*o\.?\s*b\.?\s*\d)/i

const required = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message))

/** First and last names: 2 to 30 letters, period, ampersand, apostrophe and space. */
export const NameSchema = v.pipe(
  required(AddressMessage.nameRequired),
  v.minLength(NAME_MIN_LENGTH, AddressMessage.nameTooShort),
  v.maxLength(NAME_MAX_LENGTH, AddressMessage.nameTooLong),
  v.regex(/^[\p{L}.&' ]+$/u, AddressMessage.nameLetters),
)

const addressLine = (first: v.GenericSchema<string, string>) =>
  v.pipe(
    first,
    v.maxLength(ADDRESS_MAX_LENGTH, AddressMessage.addressTooLong),
    v.regex(/^[\p{L}\d .#,/'-]*$/u, AddressMessage.addressCharacters),
    v.check((line) => !PO_BOX.test(line), AddressMessage.poBox),
  )

/** One postal address; `kind` says whether it is where the order ships or where the card is billed. */
export function addressSchema(kind: 'shipping' | 'billing') {
  return v.pipe(
    v.object({
      firstName: NameSchema,
      lastName: NameSchema,
      address: addressLine(required(AddressMessage.addressRequired)),
      addressDetails: v.optional(addressLine(v.pipe(v.string(), v.trim())), ''),
      city: v.pipe(required(AddressMessage.cityRequired), v.maxLength(ADDRESS_MAX_LENGTH, AddressMessage.addressTooLong)),
      state: v.pipe(required(AddressMessage.stateRequired), v.toLowerCase(), v.picklist(US_STATES, AddressMessage.stateRequired)),
      zipcode: zipSchema(AddressMessage.zipFormat),
      country: v.pipe(required(AddressMessage.countryRequired), v.literal(DEFAULT_COUNTRY, AddressMessage.countryRequired)),
    }),
    v.forward(
      v.check(({ zipcode, state }) => stateForZip(zipcode) === state, AddressMessage.zipNotInState),
      ['zipcode'],
    ),
    v.forward(
      v.check(({ state }) => kind === 'billing' || shipsToState(state), AddressMessage.noShippingToState),
      ['state'],
    ),
  )
}
export const ShippingAddressSchema = addressSchema('shipping')
export const BillingAddressSchema = addressSchema('billing')
export type Address = v.InferOutput<typeof ShippingAddressSchema>

/** A phone number: ten digits; spaces, dashes, dots and parentheses are let through and dropped. */
export const PhoneSchema = v.pipe(
  required(AddressMessage.phoneRequired),
  v.transform((phone) => phone.replace(/[\s().-]/g, '')),
  v.regex(/^\d+$/, AddressMessage.phoneNotNumber),
  v.length(PHONE_LENGTH, AddressMessage.phoneLength),
)

export const ContactSchema = v.object({ email: EmailSchema, phoneNumber: PhoneSchema })
export type Contact = v.InferOutput<typeof ContactSchema>

/** Each field's first broken rule, by its path (`zipcode`, `email`), as a message id. */
export function fieldErrors(schema: v.GenericSchema, value: unknown): Record<string, string> {
  const result = v.safeParse(schema, value, { abortPipeEarly: true })
  if (result.success) return {}
  const errors: Record<string, string> = {}
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? ''
    errors[path] ??= issue.message
  }
  return errors
}
