import { FieldError, Input, Label, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components'

export interface TextFieldProps extends AriaTextFieldProps {
  label: string
  errorMessage?: string
}

/** A labelled text input; its error is announced and tied to the input. */
export function TextField({ label, errorMessage, ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} isInvalid={Boolean(errorMessage)} className="text-field">
      <Label>{label}</Label>
      <Input className="text-field__input" />
      <FieldError className="text-field__error">{errorMessage}</FieldError>
    </AriaTextField>
  )
}
