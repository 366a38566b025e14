import { Button, Group, Input, Label, NumberField, type NumberFieldProps } from 'react-aria-components'

export interface QuantityFieldProps extends Omit<NumberFieldProps, 'children'> {
  label: string
  decrementLabel: string
  incrementLabel: string
  /** The label is read out but not shown, where the row already says what it is. */
  hideLabel?: boolean
}

/** A whole-number stepper; React Aria keeps it within its bounds and announces changes. */
export function QuantityField({ label, decrementLabel, incrementLabel, hideLabel = false, ...props }: QuantityFieldProps) {
  return (
    <NumberField {...props} step={1} formatOptions={{ maximumFractionDigits: 0 }} className="quantity-field">
      <Label className={hideLabel ? 'visually-hidden' : 'quantity-field__label'}>{label}</Label>
      <Group className="quantity-field__group">
        <Button slot="decrement" className="quantity-field__step" aria-label={decrementLabel}>
          −
        </Button>
        <Input className="quantity-field__input" />
        <Button slot="increment" className="quantity-field__step" aria-label={incrementLabel}>
          +
        </Button>
      </Group>
    </NumberField>
  )
}
