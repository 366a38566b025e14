import { forwardRef, type AnchorHTMLAttributes } from 'react'
import { createLink, type LinkComponent } from '@tanstack/react-router'

const Anchor = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement>>(({ className, ...props }, ref) => (
  <a {...props} ref={ref} className={`link${className ? ` ${className}` : ''}`} />
))

const CreatedLink = createLink(Anchor)

/** A router link: an anchor that works before the browser takes the page over, fetching the next screen when the shopper points at it. */
export const Link: LinkComponent<typeof Anchor> = (props) => <CreatedLink preload="intent" {...props} />
