import type { ReactNode } from 'react'
import { FieldError, Label, Radio as AriaRadio, RadioGroup as AriaRadioGroup, type RadioGroupProps as AriaRadioGroupProps } from 'react-aria-components'
import { useTakeOver } from './take-over.ts'

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children'> {
  label: string
  children: ReactNode
  errorMessage?: string
}

const chosenIn = (group: HTMLDivElement) => group.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value ?? null

/** A labelled set of choices, one of which is taken; its error is announced and tied to the group. A choice made before the page was taken over is kept. */
export function RadioGroup({ label, children, errorMessage, ...props }: RadioGroupProps) {
  const ref = useTakeOver(chosenIn, props.value ?? null, props.value === undefined ? undefined : (chosen) => chosen !== null && props.onChange?.(chosen))
  return (
    <AriaRadioGroup {...props} ref={ref} isInvalid={Boolean(errorMessage)} className="radio-group">
      <Label className="radio-group__label">{label}</Label>
      {children}
      <FieldError className="text-field__error">{errorMessage}</FieldError>
    </AriaRadioGroup>
  )
}

/** One choice of a RadioGroup. */
export function Radio({ value, children }: { value: string; children: ReactNode }) {
  return (
    <AriaRadio value={value} className="radio">
      <span className="radio__dot" aria-hidden="true" />
      {children}
    </AriaRadio>
  )
}
