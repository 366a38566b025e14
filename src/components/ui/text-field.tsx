import type { RefObject } from 'react'
import { FieldError, Input, Label, TextArea, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components'
import { useTakeOver } from './take-over.ts'

export interface TextFieldProps extends AriaTextFieldProps {
  label: string
  errorMessage?: string
  /** Several lines of text, such as a message. */
  multiline?: boolean
}

const typed = (field: HTMLInputElement | HTMLTextAreaElement) => field.value

/** A labelled text input; its error is announced and tied to the input. What was typed before the page was taken over is kept. */
export function TextField({ label, errorMessage, multiline = false, ...props }: TextFieldProps) {
  const ref = useTakeOver(typed, props.value ?? '', props.value === undefined ? undefined : props.onChange)
  return (
    <AriaTextField {...props} isInvalid={Boolean(errorMessage)} className="text-field">
      <Label>{label}</Label>
      {multiline ? (
        <TextArea ref={ref as RefObject<HTMLTextAreaElement>} className="text-field__input" rows={6} />
      ) : (
        <Input ref={ref as RefObject<HTMLInputElement>} className="text-field__input" />
      )}
      <FieldError className="text-field__error">{errorMessage}</FieldError>
    </AriaTextField>
  )
}
