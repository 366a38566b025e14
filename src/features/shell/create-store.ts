import { createActor, waitFor, type InspectionEvent, type Observer } from 'xstate'
import { createApiClient, type ApiClient } from '../../api/client.ts'
import type { SessionStorageLike } from '../../api/session-values.ts'
import { provideSession, sessionInput } from '../../../machines/session/session.actors.ts'
import { toastMachine } from '../../../machines/toast/toast.machine.ts'
import { provideZip, storedZip } from '../../../machines/zip/zip.actors.ts'
import { provideCart, storedOwner } from '../../../machines/cart/cart.actors.ts'
import type { Locale } from '../../domain/locale.ts'
import type { Track } from '../../analytics/data-layer.ts'
import type { SiteConfig } from '../../domain/site.ts'

export interface StoreDeps {
  storage: SessionStorageLike
  /** Kept across visits: the cart's id and token live here. */
  keep: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  locale: () => Locale
  url: URL
  site: SiteConfig
  track: Track
  goHome: () => void
  reload: () => void
  /** Reloads what the screens show, after the shopper's location changed. */
  refresh: () => void
  fetch?: typeof fetch
  baseURL?: string
  /** The Stately inspector's observer, when a product owner asked for it. */
  inspect?: Observer<InspectionEvent>
}

/** The app's live actors and the API client that connects them to the server. */
export function createStore(deps: StoreDeps) {
  const toast = createActor(toastMachine, { inspect: deps.inspect })
  // The client reports to the session, and the session's handshake uses the client.
  let session: ReturnType<typeof createSessionActor> | undefined
  const api: ApiClient = createApiClient(
    deps.storage,
    {
      showApiFailAlert: (error) => toast.send({ type: 'toast.show', toast: { kind: 'error', message: error.errorKey } }),
      sessionExpired: () => session?.send({ type: 'session.expired' }),
      invalidToken: () => session?.send({ type: 'session.expired' }),
      handshakeRejected: () => session?.send({ type: 'session.handshakeRejected' }),
      reload: deps.reload,
      track: deps.track,
    },
    deps.fetch,
    deps.baseURL,
  )

  function createSessionActor() {
    const logic = provideSession({
      api,
      storage: deps.storage,
      goHome: deps.goHome,
      notifySessionTimedOut: () => toast.send({ type: 'toast.show', toast: { kind: 'error', message: 'sessionTimedOut' } }),
    })
    return createActor(logic, { input: sessionInput(deps.storage, deps.url), inspect: deps.inspect })
  }
  session = createSessionActor()
  const cart = createActor(provideCart({ api, locale: deps.locale, keep: deps.keep, session: deps.storage, track: deps.track, zipcode: () => storedZip(deps.storage)?.zipcode }), {
    input: { owner: storedOwner(deps.keep) },
    inspect: deps.inspect,
  })
  const locationChanged = () => {
    deps.refresh()
    cart.send({ type: 'cart.refresh' })
  }
  const zip = createActor(provideZip(api, deps.storage, locationChanged), { input: { current: storedZip(deps.storage) }, inspect: deps.inspect })

  return {
    api,
    session,
    toast,
    zip,
    cart,
    site: deps.site,
    track: deps.track,
    start() {
      toast.start()
      session.start()
      zip.start()
      // The cart's first call needs the handshake.
      void waitFor(session, (state) => state.matches('ready')).then(() => cart.start())
    },
  }
}

export type Store = ReturnType<typeof createStore>
