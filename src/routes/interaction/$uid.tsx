import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { SignInPage } from '#features/account/sign-in-page.tsx'
import { loginShown } from '#app/screens-shown.ts'

export const Route = createFileRoute('/interaction/$uid')({
  ssr: false,
  component: function InteractionRoute() {
    const { uid } = Route.useParams()
    return <SignInPage key={uid} uid={uid} />
  },
  staticData: { title: msg`Sign in`, shown: loginShown },
})
