import { lazyRouteComponent } from '@tanstack/react-router'
import { withAllMessages } from '#i18n/i18n.ts'

/** The not-found page, fetched (with every string) when first shown: the pages people land on never show it. */
export const NotFoundPage = lazyRouteComponent(() => withAllMessages(import('./not-found-page.tsx')), 'NotFoundPage')
