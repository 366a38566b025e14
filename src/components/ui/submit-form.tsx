import type { ReactNode } from 'react'
import { Form, type FormProps } from 'react-aria-components'
import { useHeldSubmit } from './take-over.ts'

export interface SubmitFormProps extends Omit<FormProps, 'onSubmit' | 'validationBehavior'> {
  /** What a submit tells the form's chart; the chart checks the fields, not the browser. */
  onSubmit: () => void
  children: ReactNode
}

/**
 * A form whose fields a chart checks: the browser's own validation stays out of the way, and a submit
 * only tells the chart. A submit pressed before the page was taken over is told the chart then, once.
 */
export function SubmitForm({ onSubmit, children, ...props }: SubmitFormProps) {
  const ref = useHeldSubmit(onSubmit)
  return (
    <Form
      {...props}
      ref={ref}
      data-chart-form=""
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
