import { useView } from '#app/use-view.ts'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '#components/ui/button.tsx'
import { Checkbox } from '#components/ui/checkbox.tsx'
import { Select } from '#components/ui/select.tsx'
import { TextField } from '#components/ui/text-field.tsx'
import { FIRST_BIRTH_YEAR, LAST_BIRTH_YEAR, passwordChecklist } from '#domain/account.ts'
import { messageFor } from '#i18n/messages.ts'
import type { TextField as Field } from '#machines/registration/registration.machine.ts'
import { useStore } from '#app/store-context.ts'
import { useScreenChart } from '#app/use-screen-chart.ts'
import { useSignIn } from '#app/use-sign-in.ts'
import { AuthForm } from './auth-form.tsx'
import { SignInInstead } from './sign-in-instead.tsx'
import { NewsletterChoices } from './newsletter-choices.tsx'
import { joinsRewards } from '#domain/rewards.ts'

const DAYS = Array.from({ length: 31 }, (_, i) => ({ id: String(i + 1), name: String(i + 1) }))
const YEARS = Array.from({ length: LAST_BIRTH_YEAR - FIRST_BIRTH_YEAR + 1 }, (_, i) => String(LAST_BIRTH_YEAR - i)).map((year) => ({ id: year, name: year }))

/** Registration: who the shopper is, a password with its live checklist, birth date, gender, newsletters and the terms. */
export function RegistrationPage() {
  const store = useStore()
  const signIn = useSignIn()
  const actor = useScreenChart(store.logic.registration, { sourceId: store.site.sourceId })
  const { form, errors, error, signInInstead, busy } = useView(actor, (s) => ({
    ...s.context,
    signInInstead: s.can({ type: 'registration.signIn' }),
    busy: s.hasTag('busy'),
  }))
  const { t, i18n } = useLingui()
  const message = (id: string | undefined) => (id ? i18n._(messageFor(id)) : undefined)
  const edit = (field: Field) => ({
    value: form[field],
    onChange: (value: string) => actor.send({ type: 'registration.edit', field, value }),
    errorMessage: message(errors[field]),
  })
  const months = [t`January`, t`February`, t`March`, t`April`, t`May`, t`June`, t`July`, t`August`, t`September`, t`October`, t`November`, t`December`].map(
    (name, i) => ({
      id: String(i + 1),
      name,
    }),
  )
  const genders = [
    { id: 'female', name: t`Female` },
    { id: 'male', name: t`Male` },
    { id: 'nonBinary', name: t`Non-binary` },
    { id: 'notSaying', name: t`Prefer not to say` },
  ]
  const checklist = passwordChecklist(form.password)
  const rules = [
    { kept: checklist.eightCharacters, label: t`Eight characters` },
    { kept: checklist.number, label: t`A number` },
    { kept: checklist.lowercase, label: t`A lowercase letter` },
    { kept: checklist.uppercase, label: t`An uppercase letter` },
    { kept: checklist.symbol, label: t`A symbol` },
  ]
  return (
    <AuthForm
      className="registration"
      title={t`Create account`}
      error={signInInstead ? <SignInInstead errorKey={error!} onSignIn={() => actor.send({ type: 'registration.signIn' })} /> : message(error)}
      onSubmit={() => actor.send({ type: 'registration.submit' })}
      after={
        <>
          <p>
            <Trans>Already have an account?</Trans>{' '}
            <Button variant="quiet" onPress={signIn}>
              <Trans>Sign in</Trans>
            </Button>
          </p>
        </>
      }
    >
      {joinsRewards(store.site.sourceId) && (
        <p>
          <Trans>Your account makes you a Snackfolk Rewards member.</Trans>
        </p>
      )}
      <div className="form-row">
        <TextField label={t`First name`} name="firstName" autoComplete="given-name" {...edit('firstName')} />
        <TextField label={t`Last name`} name="lastName" autoComplete="family-name" {...edit('lastName')} />
      </div>
      <TextField label={t`Email`} type="email" name="email" autoComplete="email" {...edit('email')} />
      <TextField label={t`Password`} type="password" name="password" autoComplete="new-password" aria-describedby="password-rules" {...edit('password')} />
      <ul id="password-rules" className="password-rules" aria-label={t`Your password needs`}>
        {rules.map((rule) => (
          <li key={rule.label} className={rule.kept ? 'password-rules__kept' : undefined}>
            <span aria-hidden="true">{rule.kept ? '✓' : '○'}</span> {rule.label}
            <span className="visually-hidden">{rule.kept ? t`(done)` : t`(to do)`}</span>
          </li>
        ))}
      </ul>
      <fieldset className="checkout__group">
        <legend>
          <Trans>Birth date</Trans>
        </legend>
        <div className="form-row">
          <Select label={t`Day`} placeholder={t`Choose`} name="day" options={DAYS} {...edit('day')} />
          <Select label={t`Month`} placeholder={t`Choose`} name="month" options={months} {...edit('month')} />
          <Select label={t`Year`} placeholder={t`Choose`} name="year" options={YEARS} {...edit('year')} />
        </div>
        {errors.birth && (
          <p role="alert" className="text-field__error">
            {message(errors.birth)}
          </p>
        )}
      </fieldset>
      <Select label={t`Gender`} placeholder={t`Choose`} name="gender" options={genders} {...edit('gender')} />
      <fieldset className="checkout__group">
        <legend>
          <Trans>Newsletters</Trans>
        </legend>
        <NewsletterChoices chosen={form.newsletters} onChange={(code, wanted) => actor.send({ type: 'registration.newsletter', code, wanted })} />
      </fieldset>
      <Checkbox
        name="acceptedTerms"
        isSelected={form.acceptedTerms}
        isInvalid={Boolean(errors.acceptedTerms)}
        aria-describedby={errors.acceptedTerms ? 'terms-error' : undefined}
        onChange={(accepted) => actor.send({ type: 'registration.acceptTerms', accepted })}
      >
        <Trans>I accept the Terms & Conditions</Trans>
      </Checkbox>
      {errors.acceptedTerms && (
        <p id="terms-error" className="text-field__error">
          {message(errors.acceptedTerms)}
        </p>
      )}
      <Button type="submit" isPending={busy}>
        <Trans>Create account</Trans>
      </Button>
    </AuthForm>
  )
}
