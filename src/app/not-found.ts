import { notFound } from '@tanstack/react-router'
import { ApiError } from '#api/client.ts'

/** A call answering that what the address names does not exist, or is not the shopper's, shows the not-found page. */
export function notFoundWhenMissing(error: unknown): never {
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound()
  throw error
}
