import { assign, type AnyEventObject, type EventObject } from 'xstate'
import { fieldErrorsOf, problemOf } from '#domain/envelope.ts'

/** Message ids by field path. */
export type FieldErrors = Partial<Record<string, string>>

/** What a form shows of its problems: a message beside each field, and a reason above the form. */
export interface FormProblems {
  errors: FieldErrors
  error?: string
}

/** The messages left once a field is typed into: its own goes, the others stay. */
export const withoutError = <TErrors extends FieldErrors>(errors: TErrors, field: string): TErrors =>
  Object.fromEntries(Object.entries(errors).filter(([path]) => path !== field)) as TErrors

/** A refusal as the form shows it: the fields it names beside them, else its reason above the form (a call that never reached the store is not sent yet: what was typed stays, to send again). */
export function refusalShown(error: unknown): FormProblems | Pick<FormProblems, 'error'> {
  const fields = fieldErrorsOf(error)
  return fields ? { errors: fields, error: undefined } : { error: problemOf(error) }
}

const errorOf = (event: EventObject) => (event as { error?: unknown }).error

/**
 * The form every form chart is, as named actions and guards for its setup. What is typed clears
 * that field's message (`withoutError`); a submit checks the form by the store's rules
 * (`problems`) and, with problems, shows each beside its field and moves focus to the first
 * (`submitted`); the server's refusal shows the fields it names, focus on the first, else its
 * reason above the form (`refused`).
 */
export function formParts<TContext extends FormProblems, TEvent extends EventObject>(problems: (context: TContext) => FieldErrors) {
  return {
    actions: {
      /** Every problem beside its field; the reason above the form cleared. */
      showProblems: assign<TContext, TEvent, undefined, TEvent, never>(({ context }) => ({ errors: problems(context), error: undefined }) as Partial<TContext>),
      /** Nothing left to show: the form goes on. */
      clearProblems: assign<TContext, TEvent, undefined, TEvent, never>(() => ({ errors: {}, error: undefined }) as Partial<TContext>),
      showRefusal: assign<TContext, TEvent, undefined, TEvent, never>(({ event }) => refusalShown(errorOf(event as AnyEventObject)) as Partial<TContext>),
      /** Moves focus to the first field with a message (the app does it, where the form is shown). */
      focusFirstError: () => {},
    },
    guards: {
      hasProblems: ({ context }: { context: TContext }) => Object.keys(problems(context)).length > 0,
      refusalNamesFields: ({ event }: { event: TEvent }) => fieldErrorsOf(errorOf(event)) !== undefined,
    },
  }
}

/** A submit: with problems they show and focus goes to the first; else the form goes on to the first of `next` that fits. */
export const submitted = <const TNext extends readonly ({ guard: string; target: string } | string)[]>(...next: TNext) => [
  { guard: 'hasProblems', actions: ['showProblems', 'focusFirstError'] } as const,
  ...next.map((step) => (typeof step === 'string' ? { target: step, actions: 'clearProblems' as const } : { ...step, actions: 'clearProblems' as const })),
]

/** The server's refusal, back to `target` after the actions `first`: the fields it names beside them with focus on the first, else the reason above the form. */
export const refused = <const TTarget extends string, const TFirst extends readonly string[]>(target: TTarget, ...first: TFirst) =>
  [
    { guard: 'refusalNamesFields', target, actions: [...first, 'showRefusal', 'focusFirstError'] },
    { target, actions: [...first, 'showRefusal'] },
  ] as const
