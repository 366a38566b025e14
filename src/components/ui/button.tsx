import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components'

export interface ButtonProps extends AriaButtonProps {
  variant?: 'primary' | 'secondary' | 'quiet'
}

export function Button({ variant = 'primary', className, ...props }: ButtonProps) {
  return <AriaButton {...props} className={`button button--${variant}${className ? ` ${className}` : ''}`} />
}
