import type { ButtonHTMLAttributes } from 'react'

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'disabled'> {
  variant?: 'primary' | 'secondary' | 'quiet'
  onPress?: () => void
  /** The button does nothing now, and says so. */
  isDisabled?: boolean
  /** What it started is under way: it stays in reach of the keyboard and the screen reader, but a press waits. */
  isPending?: boolean
}

/** A button: the browser's own, light enough for the pages shoppers land on. */
export function Button({ variant = 'primary', className, onPress, isDisabled, isPending, type = 'button', ...props }: ButtonProps) {
  return (
    <button
      {...props}
      type={type}
      disabled={isDisabled}
      aria-disabled={isPending || undefined}
      data-pending={isPending || undefined}
      className={`button button--${variant}${className ? ` ${className}` : ''}`}
      // Safari and Firefox on macOS leave a pressed button unfocused: a dialog it opens could not give the focus back to it.
      onPointerDown={(event) => event.currentTarget.focus({ preventScroll: true })}
      onClick={
        isPending
          ? (event) => {
              // A submit button in a form would submit it again.
              event.preventDefault()
            }
          : onPress && (() => onPress())
      }
    />
  )
}
