import type { ReactNode } from 'react'
import { Label, Radio as AriaRadio, RadioGroup as AriaRadioGroup, type RadioGroupProps as AriaRadioGroupProps } from 'react-aria-components'

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children'> {
  label: string
  children: ReactNode
}

/** A labelled set of choices, one of which is taken. */
export function RadioGroup({ label, children, ...props }: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} className="radio-group">
      <Label className="radio-group__label">{label}</Label>
      {children}
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
