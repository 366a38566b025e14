import { useId, useState, type KeyboardEvent } from 'react'

export interface QuantityFieldProps {
  label: string
  decrementLabel: string
  incrementLabel: string
  /** The label is read out but not shown, where the row already says what it is. */
  hideLabel?: boolean
  minValue: number
  maxValue: number
  value: number
  isDisabled?: boolean
  /** A whole number within the bounds, once the shopper is done: a step, an arrow key, Enter or leaving the field. */
  onChange: (value: number) => void
}

/**
 * A whole-number stepper, read as a spin button: − and + for the thumb (out of the tab order, as
 * the arrow keys step from the field), a numeric keypad for typing, the arrow keys for the keyboard. What is typed counts when the shopper leaves the field or presses Enter, kept
 * within its bounds; what is not a number goes back to the value.
 */
export function QuantityField({
  label,
  decrementLabel,
  incrementLabel,
  hideLabel = false,
  minValue,
  maxValue,
  value,
  isDisabled,
  onChange,
}: QuantityFieldProps) {
  const id = useId()
  const [typed, setTyped] = useState<string>()
  const within = (quantity: number) => Math.min(maxValue, Math.max(minValue, quantity))
  const change = (quantity: number) => {
    setTyped(undefined)
    if (within(quantity) !== value) onChange(within(quantity))
  }
  const commit = (text: string) => {
    const quantity = Number.parseInt(text, 10)
    if (Number.isFinite(quantity)) change(quantity)
    else setTyped(undefined)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit(event.currentTarget.value)
    else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault()
      change(value + (event.key === 'ArrowUp' ? 1 : -1))
    }
  }
  return (
    <div className="quantity-field">
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'quantity-field__label'}>
        {label}
      </label>
      <div className="quantity-field__group">
        <button
          type="button"
          className="quantity-field__step"
          aria-label={decrementLabel}
          aria-controls={id}
          tabIndex={-1}
          disabled={isDisabled || value <= minValue}
          onClick={() => change(value - 1)}
        >
          −
        </button>
        <input
          id={id}
          role="spinbutton"
          aria-valuenow={value}
          aria-valuemin={minValue}
          aria-valuemax={maxValue}
          className="quantity-field__input"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          value={typed ?? String(value)}
          disabled={isDisabled}
          onChange={(event) => setTyped(event.target.value)}
          onBlur={(event) => commit(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="quantity-field__step"
          aria-label={incrementLabel}
          aria-controls={id}
          tabIndex={-1}
          disabled={isDisabled || value >= maxValue}
          onClick={() => change(value + 1)}
        >
          +
        </button>
      </div>
    </div>
  )
}
