import { createFileRoute } from '@tanstack/react-router'
import { SERVED_PAGE_TITLES } from '../app/page-head.ts'
import { ContactUsPage } from '../features/content/contact-us-page.tsx'

export const Route = createFileRoute('/contactus')({
  component: ContactUsPage,
  staticData: { title: SERVED_PAGE_TITLES.contactUs },
})
