import { useRouter } from '@tanstack/react-router'
import { HOLD_PRESSES, HOLD_SUBMITS } from '#components/ui/take-over.ts'

/**
 * The page's first script: a submit pressed before its form is taken over is held for the form's chart,
 * never sent by the browser; a press of a chart's button before its list is taken over is kept for the chart.
 */
export function HeldActsScript() {
  const nonce = useRouter().options.ssr?.nonce
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: `${HOLD_SUBMITS};${HOLD_PRESSES}` }} />
}
