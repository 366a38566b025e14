import { createFileRoute } from '@tanstack/react-router'
import { ContactUsPage } from '../features/content/contact-us-page.tsx'

export const Route = createFileRoute('/contactus')({
  component: ContactUsPage,
})
