import { useMemberView } from './use-member-view.ts'

/** No zip code known: the server's page, and the browser's until the store's flows load (they load with the page when the tab keeps one). */
const NONE = { current: undefined, open: false }

/** The shopper's chosen zip code and its location, if any, and whether the zip-code popup is open. */
export function useZip() {
  return useMemberView('zip', (state) => ({ current: state.context.current, open: state.matches('open') }), NONE)
}
