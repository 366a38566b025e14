import * as v from 'valibot'
import type { ApiClient } from './client.ts'
import { MessageId } from '#domain/envelope.ts'
import { CustomerSchema } from '#domain/customer.ts'
import type { AddressDraft } from '#domain/checkout-form.ts'

const PkceSchema = v.object({ codeVerifier: v.string(), codeChallenge: v.string(), codeChallengeMethod: v.literal('S256') })

/** A PKCE pair for one sign-in (SPEC §7 `/api/get-pkce-challenge`): the verifier stays in this tab, the challenge goes to the provider. */
export const pkceChallenge = (api: ApiClient, signal?: AbortSignal) => api.request('/api/get-pkce-challenge', { schema: PkceSchema, signal })

export const getCustomer = (api: ApiClient, signal?: AbortSignal) =>
  api.request('/v2/dopservice/getcustomer', { schema: CustomerSchema, signal, invalid: MessageId.customerInvalid, signedIn: true })

const InteractionSchema = v.object({
  uid: v.string(),
  prompt: v.string(),
  clientId: v.string(),
  loginHint: v.string(),
  locale: v.string(),
  google: v.boolean(),
  linkGoogle: v.boolean(),
})

/** The provider's sign-in interaction this page answers (its cookie rides along). */
export const loadInteraction = (api: ApiClient, uid: string, signal?: AbortSignal) =>
  api.request(`/interaction/${encodeURIComponent(uid)}/details`, { schema: InteractionSchema, signal })

/** Email and password for the interaction; the answer is where the provider sends the shopper next. */
export const submitSignIn = (api: ApiClient, uid: string, body: { email: string; password: string }, signal?: AbortSignal) =>
  api.request(`/interaction/${encodeURIComponent(uid)}/login`, { method: 'POST', body, schema: v.object({ redirectTo: v.string() }), signal })

/** A new account (SPEC §7 register-user: the registration, its site's sourceID, and a loyalty id when there is one). */
export const registerUser = (api: ApiClient, body: Record<string, unknown>, signal?: AbortSignal) =>
  api.request('/v2/dopservice/register-user', { method: 'POST', body, schema: v.object({ accountId: v.string(), email: v.string() }), signal })

const MemberSchema = v.object({ loyaltyId: v.string() })

/** Snackfolk Rewards (the rewards site): whether the email can join; refused when it has an account. */
export const verifyRewardsEmail = (api: ApiClient, email: string, signal?: AbortSignal) =>
  api.request('/v2/dopservice/verifyemailfortastyrewards', {
    method: 'POST',
    body: { email },
    schema: v.object({ email: v.string(), member: v.boolean() }),
    signal,
  })

/** Joins Snackfolk Rewards: the email's member number. */
export const joinRewards = (api: ApiClient, member: { firstName: string; lastName: string; email: string }, signal?: AbortSignal) =>
  api.request('/v2/dopservice/createcustomer', { method: 'POST', body: member, schema: MemberSchema, signal })

/** The new member's profile: birth date, gender and newsletters. */
export const createRewardsProfile = (api: ApiClient, profile: Record<string, unknown>, signal?: AbortSignal) =>
  api.request('/v2/dopservice/createprofile', { method: 'POST', body: profile, schema: MemberSchema, signal })

/** Asks for a password-reset link by email (the same answer whether or not the email has an account). */
export const forgotPassword = (api: ApiClient, email: string, locale: string, signal?: AbortSignal) =>
  api.request('/v2/dopservice/forgotpassword', { method: 'POST', body: { email, locale }, schema: v.object({ sent: v.boolean() }), signal })

/** A new password, with the token of the link from the email. */
export const resetPassword = (api: ApiClient, token: string, password: string, signal?: AbortSignal) =>
  api.request('/v2/dopservice/resetpassword', { method: 'POST', body: { token, password }, schema: v.object({ reset: v.boolean() }), signal })

/** A signed-in customer's new password, given the current one. */
export const changePassword = (api: ApiClient, body: { currentPassword: string; newPassword: string }, signal?: AbortSignal) =>
  api.request('/v2/dopservice/changepassword', { method: 'POST', body, schema: v.object({ changed: v.boolean() }), signal, signedIn: true })

const SavedAddressesSchema = v.object({ addresses: CustomerSchema.entries.accountAddresses })

/** One change to the customer's addresses (a new or changed one, or one deleted); the answer is the list as the server keeps it. */
export function changeAddresses(
  api: ApiClient,
  change: { type: 'save'; id?: string; address: AddressDraft; primary: boolean } | { type: 'delete'; id: string },
  signal?: AbortSignal,
) {
  if (change.type === 'delete')
    return api.request('/webservices/deleteaddress', { method: 'POST', body: { id: change.id }, schema: SavedAddressesSchema, signal, signedIn: true })
  const path = change.id ? '/webservices/updateaddress' : '/webservices/createaddress'
  return api.request(path, {
    method: 'POST',
    body: { id: change.id, address: change.address, primary: change.primary },
    schema: SavedAddressesSchema,
    signal,
    signedIn: true,
  })
}

/** The customer's new name and newsletters; the answer is the customer as the server keeps them. */
export const updateAccount = (api: ApiClient, profile: { firstName: string; lastName: string; newsletters: string[] }, signal?: AbortSignal) =>
  api.request('/v2/dopservice/updateaccount', { method: 'POST', body: profile, schema: CustomerSchema, signal, signedIn: true })

/** Google's sign-in address for the provider's interaction on this page. */
export const startGoogleSignIn = (api: ApiClient, uid: string, signal?: AbortSignal) =>
  api.request(`/interaction/${encodeURIComponent(uid)}/google`, { method: 'POST', body: {}, schema: v.object({ redirectTo: v.string() }), signal })
