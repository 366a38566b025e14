import type { Locale } from '../../src/domain/locale.ts'

const WORDS = {
  'en-us': {
    subject: 'Reset your Snackfolk password',
    body: (link: string, minutes: number) =>
      `Someone asked to reset the password of your Snackfolk account.\n\nChoose a new password here (the link works once, for ${minutes} minutes):\n${link}\n\nIf it was not you, ignore this email: your password stays as it is.`,
  },
  'es-us': {
    subject: 'Restablece tu contraseña de Snackfolk',
    body: (link: string, minutes: number) =>
      `Alguien pidió restablecer la contraseña de tu cuenta de Snackfolk.\n\nElige una contraseña nueva aquí (el enlace funciona una vez, durante ${minutes} minutos):\n${link}\n\nSi no fuiste tú, ignora este correo: tu contraseña no cambia.`,
  },
} satisfies Record<Locale, unknown>

/** The password-reset email, in the shopper's language, as plain text. */
export function resetEmail(link: string, lifeMinutes: number, locale: Locale): { subject: string; body: string } {
  const words = WORDS[locale]
  return { subject: words.subject, body: words.body(link, lifeMinutes) }
}
