import { Trans } from '@lingui/react/macro'
import { Button } from '#components/ui/button.tsx'

/** The generic error screen, for failed loads and rendering crashes. */
export function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="error-screen" aria-labelledby="error-title">
      <h1 id="error-title">
        <Trans>Oops, there is an error!</Trans>
      </h1>
      <Button onPress={onRetry}>
        <Trans>Try again?</Trans>
      </Button>
    </section>
  )
}
