import { useId, useRef, useState, type ComponentType } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useStore } from '../../app/store-context.ts'
import type { NotifyMeFormProps, NotifyMeStart } from './notify-me-form.tsx'

/**
 * "Email me when it's back" as the server renders it: the field and the button. The form that
 * subscribes (its flow and the store's calls) loads when the shopper first reaches for it, and
 * takes over what was typed, the focus, and a press of the button made while it loaded.
 */
export function NotifyMe({ productId }: { productId: string }) {
  const store = useStore()
  const { t } = useLingui()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const submitted = useRef(false)
  const loading = useRef(false)
  const [loaded, setLoaded] = useState<{ Form: ComponentType<NotifyMeFormProps>; start: NotifyMeStart }>()
  if (loaded) return <loaded.Form productId={productId} start={loaded.start} />

  const want = () => {
    if (loading.current) return
    loading.current = true
    Promise.all([import('./notify-me-form.tsx'), store.wake()]).then(
      ([{ default: Form }]) =>
        setLoaded({
          Form,
          start: { email: input.current?.value ?? '', focused: document.activeElement === input.current, submitted: submitted.current },
        }),
      // The form could not be fetched (the network dropped): the next reach for it tries again.
      () => void (loading.current = false),
    )
  }
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
