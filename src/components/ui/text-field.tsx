import { FieldError, Input, Label, TextArea, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components'

export interface TextFieldProps extends AriaTextFieldProps {
  label: string
  errorMessage?: string
  /** Several lines of text, such as a message. */
  multiline?: boolean
}

/** A labelled text input; its error is announced and tied to the input. */
export function TextField({ label, errorMessage, multiline = false, ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} isInvalid={Boolean(errorMessage)} className="text-field">
      <Label>{label}</Label>
      {multiline ? <TextArea className="text-field__input" rows={6} /> : <Input className="text-field__input" />}
      <FieldError className="text-field__error">{errorMessage}</FieldError>
    </AriaTextField>
  )
}
