import type { ReactNode } from 'react'
import { Form, type FormProps } from 'react-aria-components'

export interface SubmitFormProps extends Omit<FormProps, 'onSubmit' | 'validationBehavior'> {
  /** What a submit tells the form's chart; the chart checks the fields, not the browser. */
  onSubmit: () => void
  children: ReactNode
}

/** A form whose fields a chart checks: the browser's own validation stays out of the way, and a submit only tells the chart. */
export function SubmitForm({ onSubmit, children, ...props }: SubmitFormProps) {
  return (
    <Form
      {...props}
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      {children}
    </Form>
  )
}
