/** Where the browser remembers the business-buyer question was answered (local storage: once per browser). */
export const BUSINESS_ANSWER_KEY = 'snackfolk.businessAnswer'

export type BusinessAnswer = 'yes' | 'no'

/** Whether the business-buyer question is still to be asked on its own: this browser never answered it. */
export const businessQuestionDue = (keep: Pick<Storage, 'getItem'>) => keep.getItem(BUSINESS_ANSWER_KEY) === null
