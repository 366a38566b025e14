import { forwardRef } from 'react'
import { createLink, type LinkComponent } from '@tanstack/react-router'
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components'

const AriaLinkComponent = forwardRef<HTMLAnchorElement, AriaLinkProps>((props, ref) => (
  <AriaLink {...props} ref={ref} className={`link${props.className ? ` ${props.className}` : ''}`} />
))

const CreatedLink = createLink(AriaLinkComponent)

/** A router link with React Aria's press and focus handling. */
export const Link: LinkComponent<typeof AriaLinkComponent> = (props) => <CreatedLink preload="intent" {...props} />
