import {
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type Key,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components'

export interface SelectProps extends Omit<
  AriaSelectProps<{ id: string; name: string }>,
  'children' | 'selectedKey' | 'onSelectionChange' | 'onChange' | 'value'
> {
  label: string
  options: { id: string; name: string }[]
  value: string
  onChange: (value: string) => void
  errorMessage?: string
}

/** A labelled choice from a list; its error is announced and tied to it. */
export function Select({ label, options, value, onChange, errorMessage, ...props }: SelectProps) {
  return (
    <AriaSelect
      {...props}
      selectedKey={value === '' ? null : value}
      onSelectionChange={(key: Key | null) => onChange(key === null ? '' : String(key))}
      isInvalid={Boolean(errorMessage)}
      className="text-field select"
    >
      <Label>{label}</Label>
      <Button className="text-field__input select__button">
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      <FieldError className="text-field__error">{errorMessage}</FieldError>
      <Popover className="select__popover">
        <ListBox items={options} className="select__list">
          {(option) => (
            <ListBoxItem id={option.id} className="select__option">
              {option.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  )
}
