import { useCallback, type ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '#components/ui/button.tsx'
import { Link } from '#components/ui/link.tsx'
import { useStore } from '#app/store-context.ts'
import { Loading } from '#components/loading.tsx'
import { useHeldPresses } from '#components/ui/take-over.ts'

/** The account area's pages (SPEC §2), each at its own address. */
export function useAccountPages() {
  const { t } = useLingui()
  return [
    { to: '/my-account/my-profile', label: t`My profile` },
    { to: '/my-account/my-orders', label: t`My orders` },
    { to: '/my-account/my-addresses', label: t`My addresses` },
    { to: '/my-account/my-variety-packs', label: t`My variety packs` },
    { to: '/my-account/my-saved-cards', label: t`My saved cards` },
    { to: '/changepassword', label: t`Change password` },
  ] as const
}

/** The account area: its pages, linked beside whichever one is open, and signing out (pressed before the page was taken over, then). */
export function AccountLayout({ children }: { children: ReactNode }) {
  const store = useStore()
  const { t } = useLingui()
  const pages = useAccountPages()
  const signOut = useCallback(() => store.send('session', { type: 'session.signOut' }), [store])
  const held = useHeldPresses<HTMLElement>(signOut)
  return (
    <div className="my-account">
      <h1>
        <Trans>My account</Trans>
      </h1>
      <nav aria-label={t`My account`} className="my-account__nav" ref={held} data-chart-presses>
        <ul>
          {pages.map((page) => (
            <li key={page.to}>
              <Link to={page.to}>{page.label}</Link>
            </li>
          ))}
        </ul>
        <Button variant="secondary" data-held-press="signOut" onPress={signOut}>
          <Trans>Sign out</Trans>
        </Button>
      </nav>
      <div className="my-account__page">{children}</div>
    </div>
  )
}

/** An account page's content once its data is there; a guest, on the way to sign in, sees it loading. */
export function ForCustomer<T>({ data, children }: { data: T; children: (data: NonNullable<T>) => ReactNode }) {
  return data === undefined || data === null ? <Loading /> : children(data)
}
