import { useId, useRef } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useWhenWanted } from '#app/use-when-wanted.ts'

/**
 * "Email me when it's back" as the server renders it: the field and the button. The form that
 * subscribes (its flow and the store's calls) loads when the shopper first reaches for it, and
 * takes over what was typed, the focus, and a press of the button made while it loaded.
 */
export function NotifyMe({ productId }: { productId: string }) {
  const { t } = useLingui()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const submitted = useRef(false)
  const { loaded, want } = useWhenWanted(
    () => import('./notify-me-form.tsx'),
    ({ default: Form }) => ({ Form }),
  )
  if (loaded) return <loaded.Form productId={productId} plain={{ input, submitted }} />
  return (
    <form
      className="notify-me"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        submitted.current = true
        want()
      }}
    >
      <div className="text-field">
        <label htmlFor={id}>{t`Email me when it’s back`}</label>
        <input ref={input} id={id} className="text-field__input" type="email" autoComplete="email" onFocus={want} onPointerEnter={want} />
      </div>
      <button type="submit" className="button">
        <Trans>Notify me</Trans>
      </button>
    </form>
  )
}
