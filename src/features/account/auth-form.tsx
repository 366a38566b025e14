import type { ReactNode } from 'react'
import { SubmitForm } from '#components/ui/submit-form.tsx'

export interface AuthFormProps {
  title: string
  /** What the server or the rules said, above the form. */
  error?: ReactNode
  onSubmit: () => void
  children: ReactNode
  className?: string
  /** What follows the form (links to the other account pages). */
  after?: ReactNode
}

/** An account page's form: its title, what went wrong, the fields, and what follows. */
export function AuthForm({ title, error, onSubmit, children, className = 'auth-page', after }: AuthFormProps) {
  return (
    <div className={className}>
      <h1>{title}</h1>
      {error && (
        <p role="alert" className="auth-page__error">
          {error}
        </p>
      )}
      <SubmitForm aria-label={title} onSubmit={onSubmit}>
        {children}
      </SubmitForm>
      {after}
    </div>
  )
}

/** An account page that only tells something (a link sent, a password changed), with what to do next. */
export function AuthNotice({ title, alert = false, children }: { title: string; alert?: boolean; children: ReactNode }) {
  return (
    <div className="auth-page" role={alert ? 'alert' : 'status'}>
      <h1>{title}</h1>
      {children}
    </div>
  )
}
