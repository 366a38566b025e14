import type { ReactNode } from 'react'
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components'

export interface DialogProps extends Omit<ModalOverlayProps, 'children'> {
  title: ReactNode
  children: ReactNode | ((close: () => void) => ReactNode)
  role?: 'dialog' | 'alertdialog'
}

/** A modal dialog with a heading; focus is trapped and restored by React Aria. */
export function Dialog({ title, children, role = 'dialog', isDismissable = true, ...overlay }: DialogProps) {
  return (
    <ModalOverlay {...overlay} className="dialog-overlay" isDismissable={isDismissable}>
      <Modal className="dialog">
        <AriaDialog role={role} className="dialog__body">
          {({ close }) => (
            <>
              <Heading slot="title" className="dialog__title">
                {title}
              </Heading>
              {typeof children === 'function' ? children(close) : children}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  )
}
