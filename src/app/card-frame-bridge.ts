import { fromCallback } from 'xstate'
import { cardFrameMessage, toCardFrame, type CardFrameCommand, type FromCardFrame } from '#domain/card-frame.ts'
import type { CaptureContextGrant } from '#domain/order.ts'
import type { CardType } from '#domain/card.ts'

export type CardFrameReport =
  | { type: 'checkout.cardTokenized'; card: { transientToken: string; cardType: string; cardNumberMask: string } }
  | { type: 'checkout.cardRefused'; errorKey: string }

/**
 * Talks to the gateway's card frame: gives it the capture context once it has loaded, asks it for a
 * token, and reports how its fields stand. Only messages from that frame, on its origin, count.
 */
export const cardFrameBridge = fromCallback<CardFrameCommand>(({ sendBack, receive }) => {
  let mounted: { frame: HTMLIFrameElement; grant: CaptureContextGrant } | undefined
  let loaded = false
  let cvvFor: CardType | undefined
  const post = (message: Parameters<typeof toCardFrame>[0]) => mounted?.frame.contentWindow?.postMessage(toCardFrame(message), mounted.grant.frameOrigin)
  const giveContext = () => {
    loaded = true
    if (mounted) post({ kind: 'captureContext', captureContext: mounted.grant.captureContext, cvvFor })
  }

  const onMessage = (event: MessageEvent) => {
    if (!mounted || event.origin !== mounted.grant.frameOrigin || event.source !== mounted.frame.contentWindow) return
    const message = cardFrameMessage<FromCardFrame>(event.data)
    if (!message) return
    if (message.kind === 'token')
      sendBack({
        type: 'checkout.cardTokenized',
        card: { transientToken: message.transientToken, cardType: message.cardType, cardNumberMask: message.cardNumberMask },
      })
    else if (message.kind === 'refused') sendBack({ type: 'checkout.cardRefused', errorKey: message.errorKey })
  }
  window.addEventListener('message', onMessage)

  receive((command) => {
    if (command.type === 'cardFrame.mounted') {
      // The same frame for the same context, told again as the page renders: it has loaded already, and stays as it is.
      if (mounted?.frame === command.frame && mounted.grant.captureContext === command.grant.captureContext) return
      mounted?.frame.removeEventListener('load', giveContext)
      mounted = { frame: command.frame, grant: command.grant }
      loaded = false
      command.frame.addEventListener('load', giveContext)
    } else if (command.type === 'cardFrame.fields') {
      cvvFor = command.cvvFor
      if (loaded) giveContext()
    } else {
      post({ kind: 'tokenize' })
    }
  })
  return () => {
    window.removeEventListener('message', onMessage)
    mounted?.frame.removeEventListener('load', giveContext)
  }
})
