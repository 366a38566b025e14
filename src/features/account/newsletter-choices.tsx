import { useLingui } from '@lingui/react/macro'
import { Checkbox } from '#components/ui/checkbox.tsx'
import { SITES } from '#domain/site.ts'

/** The newsletters a shopper can opt into, by their codes, named in the shopper's language. */
export function useNewsletters() {
  const { t } = useLingui()
  return [
    { code: SITES.snacks.newsletterCode, label: t`Snackfolk news and offers` },
    { code: SITES.rewards.newsletterCode, label: t`Snackfolk Rewards news` },
  ] as const
}

/** A checkbox for each newsletter, ticked when chosen. */
export function NewsletterChoices({
  chosen,
  onChange,
}: {
  chosen: readonly string[]
  onChange: (code: (typeof SITES)[keyof typeof SITES]['newsletterCode'], wanted: boolean) => void
}) {
  return useNewsletters().map(({ code, label }) => (
    <Checkbox key={code} isSelected={chosen.includes(code)} onChange={(wanted) => onChange(code, wanted)}>
      {label}
    </Checkbox>
  ))
}
