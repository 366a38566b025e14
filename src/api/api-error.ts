/** A call that did not give what was asked: the failure object callers and machines receive. */
export class ApiError extends Error {
  readonly status: number
  readonly errorKey: string
  /** What the server said the app needs to mend the refusal (the fields, the lines). */
  readonly data: unknown
  /** Whether an answer came back at all: a call lost on the way (the network) has none. */
  readonly answered: boolean
  constructor(status: number, errorKey: string, message: string, data?: unknown, answered = true) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.errorKey = errorKey
    this.data = data
    this.answered = answered
  }
}
