/**
 * What a screen's address carries, read as plain code rather than through a schema, so the routes
 * (which every page's first JavaScript holds) need no validation library: a value that is not what
 * the screen expects is dropped, never an error.
 */

import { MULTIPACK_SIZE } from './constants.ts'

/** A text value no longer than `maxLength`. */
export const textParam = (value: unknown, maxLength: number): string | undefined => (typeof value === 'string' && value.length <= maxLength ? value : undefined)

/** A text value of the form `pattern` describes. */
export const patternParam = (value: unknown, pattern: RegExp): string | undefined => (typeof value === 'string' && pattern.test(value) ? value : undefined)

/** A variety pack's cart line: `MYOMP-30-2`. */
export const MULTIPACK_ID_PATTERN = new RegExp(`^MYOMP-${MULTIPACK_SIZE}-(\\d+)$`)

/** A saved mix's id, a UUID. */
export const SAVED_MULTIPACK_ID_PATTERN = /^[\da-f]{8}(?:-[\da-f]{4}){3}-[\da-f]{12}$/i
