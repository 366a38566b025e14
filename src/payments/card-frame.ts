// The sandbox gateway's card fields. This page is served from the gateway's own host, so the store's
// scripts cannot read what is typed here; only a transient token goes back to the page that asked.
import * as v from 'valibot'
import {
  cardSchema,
  cardTypeOf,
  cvvSchema,
  isCardNumberValid,
  isCardType,
  isCvvValid,
  isExpired,
  parseExpiry,
  CardMessage,
  type CardType,
} from '#domain/card.ts'
import { AddressMessage } from '#domain/address.ts'
import { cardFrameMessage, fromCardFrame, type FromCardFrame, type ToCardFrame } from '#domain/card-frame.ts'
import { gatewayPage } from './gateway-page.ts'
import './card-frame.css'

const TEXT = {
  'en-us': {
    sandbox: 'Sandbox payment gateway: no real card is charged.',
    name: 'Name on card',
    number: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    cvv: 'Security code (CVV)',
    [AddressMessage.nameRequired]: 'Name is required.',
    [AddressMessage.nameTooShort]: 'Name must be at least 2 characters.',
    [AddressMessage.nameTooLong]: 'Name cannot be longer than 30 characters.',
    [AddressMessage.nameLetters]: 'Name must be only alphabets.',
    [CardMessage.numberRequired]: 'Card number is required.',
    [CardMessage.numberInvalid]: 'This card number is not valid.',
    [CardMessage.expiryRequired]: 'Expiry date is required.',
    [CardMessage.expiryInvalid]: 'Enter the expiry date as MM/YY.',
    [CardMessage.expired]: 'This card has expired.',
    [CardMessage.cvvInvalid]: 'Enter the 3 or 4 digits of the security code.',
    failed: 'The card could not be checked. Please try again.',
  },
  'es-us': {
    sandbox: 'Pasarela de pago de prueba: no se cobra ninguna tarjeta real.',
    name: 'Nombre en la tarjeta',
    number: 'Número de tarjeta',
    expiry: 'Fecha de vencimiento (MM/AA)',
    cvv: 'Código de seguridad (CVV)',
    [AddressMessage.nameRequired]: 'El nombre es obligatorio.',
    [AddressMessage.nameTooShort]: 'El nombre debe tener al menos 2 caracteres.',
    [AddressMessage.nameTooLong]: 'El nombre no puede tener más de 30 caracteres.',
    [AddressMessage.nameLetters]: 'El nombre solo puede tener letras.',
    [CardMessage.numberRequired]: 'El número de tarjeta es obligatorio.',
    [CardMessage.numberInvalid]: 'Este número de tarjeta no es válido.',
    [CardMessage.expiryRequired]: 'La fecha de vencimiento es obligatoria.',
    [CardMessage.expiryInvalid]: 'Escribe la fecha de vencimiento como MM/AA.',
    [CardMessage.expired]: 'Esta tarjeta está vencida.',
    [CardMessage.cvvInvalid]: 'Escribe los 3 o 4 dígitos del código de seguridad.',
    failed: 'No pudimos comprobar la tarjeta. Inténtalo de nuevo.',
  },
}

const { parentOrigin, text } = gatewayPage(TEXT)

const field = (name: string) => document.getElementById(name) as HTMLInputElement
const fields = { nameOnCard: field('nameOnCard'), cardNumber: field('cardNumber'), expiry: field('expiry'), cvv: field('cvv') }
let captureContext: string | undefined

function post(message: FromCardFrame) {
  if (parentOrigin) window.parent.postMessage(fromCardFrame(message), parentOrigin)
}

function showError(name: keyof typeof fields, errorKey: string | undefined) {
  const input = fields[name]
  const error = document.getElementById(`${name}-error`)!
  error.textContent = errorKey ? (text[errorKey as keyof typeof text] ?? text.failed) : ''
  input.setAttribute('aria-invalid', errorKey ? 'true' : 'false')
}

function validity(): FromCardFrame {
  const expiry = parseExpiry(fields.expiry.value)
  const cardType = cardTypeOf(fields.cardNumber.value)
  return {
    kind: 'validity',
    cardNumberValid: isCardNumberValid(fields.cardNumber.value),
    expiryValid: expiry !== undefined && !isExpired(expiry, new Date()),
    cvvNumberValid: isCvvValid(fields.cvv.value.trim(), cardType),
    cardType,
  }
}

/** Set when a saved card pays: only its CVV is asked, with as many digits as its type has. */
let cvvFor: CardType | undefined

/** The whole card, or only the CVV of a saved card: the other fields are hidden. */
function showFields() {
  for (const name of ['nameOnCard', 'cardNumber', 'expiry'] as const) fields[name].closest<HTMLElement>('.card-frame__field')!.hidden = cvvFor !== undefined
}

async function tokenize() {
  const card = cvvFor
    ? { cvvFor, cvv: fields.cvv.value }
    : { nameOnCard: fields.nameOnCard.value, cardNumber: fields.cardNumber.value, expiry: fields.expiry.value, cvv: fields.cvv.value }
  const checked = cvvFor ? v.safeParse(cvvSchema(cvvFor), card) : v.safeParse(cardSchema(new Date()), card)
  for (const name of Object.keys(fields) as (keyof typeof fields)[]) {
    showError(name, checked.success ? undefined : checked.issues.find((issue) => v.getDotPath(issue) === name)?.message)
  }
  if (!checked.success) {
    const first = checked.issues[0]
    fields[(v.getDotPath(first) ?? 'cvv') as keyof typeof fields].focus()
    return post({ kind: 'refused', errorKey: first.message })
  }
  try {
    const response = await fetch('/sandbox-gateway/tokens', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ captureContext, ...card }),
    })
    const body = (await response.json()) as { data?: { transientToken: string; cardType: string; cardNumberMask: string }; errorKey?: string }
    if (!response.ok || !body.data) return post({ kind: 'refused', errorKey: body.errorKey ?? 'requestFailed' })
    post({ kind: 'token', ...body.data })
  } catch {
    post({ kind: 'refused', errorKey: 'requestFailed' })
  }
}

for (const input of Object.values(fields)) input.addEventListener('input', () => post(validity()))
document.getElementById('card')!.addEventListener('submit', (event) => {
  event.preventDefault()
  void tokenize()
})

window.addEventListener('message', (event) => {
  // Only the page the frame was opened for may speak to it.
  if (event.origin !== parentOrigin || event.source !== window.parent) return
  const message = cardFrameMessage<ToCardFrame>(event.data)
  if (message?.kind === 'captureContext') {
    captureContext = message.captureContext
    cvvFor = message.cvvFor && isCardType(message.cvvFor) ? message.cvvFor : undefined
    showFields()
    post({ kind: 'ready' })
  } else if (message?.kind === 'tokenize' && captureContext) {
    void tokenize()
  }
})
