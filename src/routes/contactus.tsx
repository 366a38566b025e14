import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { ContactUsPage } from '#features/content/contact-us-page.tsx'

export const Route = createFileRoute('/contactus')({
  component: ContactUsPage,
  staticData: { title: msg`Contact us` },
})
