import type { ReactNode } from 'react'
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components'
import { useTakeOver } from './take-over.ts'

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children'> {
  children: ReactNode
}

const ticked = (box: HTMLInputElement) => box.checked

/** A labelled checkbox. A tick made before the page was taken over is kept. */
export function Checkbox({ children, ...props }: CheckboxProps) {
  const inputRef = useTakeOver(ticked, props.isSelected ?? false, props.isSelected === undefined ? undefined : props.onChange)
  return (
    <AriaCheckbox {...props} inputRef={inputRef} className="checkbox">
      {({ isSelected }) => (
        <>
          <span className="checkbox__box" aria-hidden="true">
            {isSelected ? '✓' : ''}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  )
}
