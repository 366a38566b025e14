import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { SubmitForm } from '#components/ui/submit-form.tsx'
import type { CouponData } from '#domain/coupon.ts'
import { Button } from '#components/ui/button.tsx'
import { TextField } from '#components/ui/text-field.tsx'
import { messageFor } from '#i18n/messages.ts'
import { useCart } from '#app/use-cart.ts'

/** One coupon at a time: apply a code, or see the one applied and take it off. */
export function CouponForm({ coupon }: { coupon?: CouponData }) {
  const { send, canChange, couponError } = useCart()
  const { t, i18n } = useLingui()
  const [code, setCode] = useState('')
  return (
    <section className="coupon" aria-label={t`Coupon`}>
      {coupon && (
        <div className="coupon__applied" role="status">
          <p>{coupon.message === 'couponAuto' ? <Trans>Applied automatically: {coupon.couponName}</Trans> : <Trans>Coupon {coupon.couponName}</Trans>}</p>
          {coupon.message && coupon.message !== 'couponAuto' && <p className="coupon__warning">{i18n._(messageFor(coupon.message))}</p>}
          <Button variant="quiet" isDisabled={!canChange} onPress={() => send({ type: 'cart.removeCoupon' })}>
            <Trans>Remove coupon</Trans>
          </Button>
        </div>
      )}
      <SubmitForm className="coupon__form" onSubmit={() => code.trim() && send({ type: 'cart.applyCoupon', code: code.trim() })}>
        <TextField
          label={t`Coupon code`}
          value={code}
          onChange={setCode}
          autoComplete="off"
          errorMessage={couponError ? i18n._(messageFor(couponError)) : undefined}
        />
        <Button type="submit" variant="secondary" isDisabled={!canChange}>
          <Trans>Apply</Trans>
        </Button>
      </SubmitForm>
    </section>
  )
}
