import { useId, type ChangeEvent } from 'react'
import { useTakeOver } from './take-over.ts'

export interface SelectProps {
  label: string
  /** What the list says while nothing is chosen. */
  placeholder: string
  name?: string
  options: { id: string; name: string }[]
  value: string
  onChange: (value: string) => void
  errorMessage?: string
}

const chosen = (select: HTMLSelectElement) => select.value

/**
 * A labelled choice from a list, the browser's own: a phone opens its own picker, and a choice made
 * before the page was taken over is kept. Its error is announced and tied to it.
 */
export function Select({ label, placeholder, name, options, value, onChange, errorMessage }: SelectProps) {
  const id = useId()
  const ref = useTakeOver(chosen, value, onChange)
  const errorId = `${id}-error`
  return (
    <div className="text-field select" data-invalid={errorMessage ? '' : undefined}>
      <label htmlFor={id}>{label}</label>
      <select
        ref={ref}
        id={id}
        name={name}
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={errorMessage ? errorId : undefined}
        className="text-field__input select__input"
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
      {errorMessage && (
        <span id={errorId} className="text-field__error">
          {errorMessage}
        </span>
      )}
    </div>
  )
}
