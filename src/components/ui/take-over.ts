import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react'

/**
 * A field the server rendered keeps what the shopper typed, ticked or chose before the page was taken
 * over: as it takes the field over, the view tells its chart what the field holds (an input React
 * hydrates keeps its own value until the next render would write the chart's over it).
 */
export function useTakeOver<E extends HTMLElement, T>(read: (element: E) => T, value: T, onChange: ((value: T) => void) | undefined): RefObject<E | null> {
  const ref = useRef<E>(null)
  // Only what the field held when it was taken over: later changes come through its own events.
  const taken = useRef(false)
  useLayoutEffect(() => {
    const element = ref.current
    if (taken.current || !element || !onChange) return
    taken.current = true
    const held = read(element)
    if (held !== value) onChange(held)
  }, [read, value, onChange])
  return ref
}

/** What a form whose submit the page held until it was taken over carries (see `HOLD_SUBMITS`). */
interface HeldForm extends HTMLFormElement {
  heldSubmit?: boolean
  takenOver?: boolean
}

/**
 * Runs in the page's head, before any of the store's code: a submit of a form a chart takes over
 * (`data-chart-form`), pressed before that form is taken over, is held rather than sent by the browser,
 * and made by the chart when it takes over (`useHeldSubmit`).
 */
export const HOLD_SUBMITS = `addEventListener('submit',function(e){var f=e.target;if(f&&f.hasAttribute&&f.hasAttribute('data-chart-form')&&!f.takenOver){e.preventDefault();e.stopPropagation();f.heldSubmit=true}},true)`

/**
 * Runs in the page's head beside `HOLD_SUBMITS`: a press of a chart's button (`data-held-press`, naming
 * the press) inside a part of the page its chart has not yet taken over (`data-chart-presses`) is kept,
 * in order, for the chart to make when it takes over (`useHeldPresses`), and goes no further (React,
 * taking the page over, would make it again). The button shows it was pressed (`data-held`).
 */
export const HOLD_PRESSES = `addEventListener('click',function(e){var b=e.target&&e.target.closest&&e.target.closest('[data-held-press]'),l=b&&b.closest('[data-chart-presses]');if(l&&!l.takenOver){e.stopPropagation();(l.heldPresses=l.heldPresses||[]).push(b.getAttribute('data-held-press'));b.setAttribute('data-held','')}},true)`

/** A chart's form taking over the one the server rendered: a submit pressed before is made now, once, after its fields are taken over. */
export function useHeldSubmit(onSubmit: () => void): RefObject<HTMLFormElement | null> {
  const ref = useRef<HTMLFormElement>(null)
  useLayoutEffect(() => {
    const form = ref.current as HeldForm | null
    if (!form || form.takenOver) return
    form.takenOver = true
    if (form.heldSubmit) {
      form.heldSubmit = false
      onSubmit()
    }
  }, [onSubmit])
  return ref
}

/** What a part of the page whose presses the page kept until it was taken over carries (see `HOLD_PRESSES`). */
interface HeldPart extends HTMLElement {
  heldPresses?: string[]
  takenOver?: boolean
}

/**
 * A chart's part of the page taking over the one the server rendered: each press made before is made
 * now, once, in order. The part is taken over as it is drawn (a ref), so one drawn later, after
 * another view of the page, takes its presses at once.
 */
export function useHeldPresses<E extends HTMLElement>(onPress: (press: string) => void): (element: E | null) => void {
  return useCallback(
    (element: E | null) => {
      const part = element as HeldPart | null
      if (!part || part.takenOver) return
      part.takenOver = true
      const held = part.heldPresses ?? []
      part.heldPresses = []
      for (const pressed of part.querySelectorAll('[data-held]')) pressed.removeAttribute('data-held')
      held.forEach(onPress)
    },
    [onPress],
  )
}
