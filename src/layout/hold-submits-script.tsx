import { useRouter } from '@tanstack/react-router'
import { HOLD_SUBMITS } from '../components/ui/take-over.ts'

/** The page's first script: a submit pressed before its form is taken over is held for the form's chart, never sent by the browser. */
export function HoldSubmitsScript() {
  const nonce = useRouter().options.ssr?.nonce
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: HOLD_SUBMITS }} />
}
