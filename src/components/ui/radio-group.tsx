import type { ReactNode } from 'react'
import { FieldError, Label, Radio as AriaRadio, RadioGroup as AriaRadioGroup, type RadioGroupProps as AriaRadioGroupProps } from 'react-aria-components'

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children'> {
  label: string
  children: ReactNode
  errorMessage?: string
}

/** A labelled set of choices, one of which is taken; its error is announced and tied to the group. */
export function RadioGroup({ label, children, errorMessage, ...props }: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} isInvalid={Boolean(errorMessage)} className="radio-group">
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
