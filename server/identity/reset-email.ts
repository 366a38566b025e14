import type { Locale } from '#domain/locale.ts'

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

/** What an account that signs in through Google is sent instead of a link: it has no password here (SPEC §6, §8). */
const GOOGLE_WORDS = {
  'en-us': {
    subject: 'Your Snackfolk account signs in with Google',
    body: (signIn: string) =>
      `Someone asked to reset the password of your Snackfolk account.\n\nForgot password is not available for a Google sign in account. Sign in with Google here:\n${signIn}\n\nIf it was not you, ignore this email.`,
  },
  'es-us': {
    subject: 'Tu cuenta de Snackfolk inicia sesión con Google',
    body: (signIn: string) =>
      `Alguien pidió restablecer la contraseña de tu cuenta de Snackfolk.\n\nLa opción de olvidé mi contraseña no está disponible para una cuenta que inicia sesión con Google. Inicia sesión con Google aquí:\n${signIn}\n\nSi no fuiste tú, ignora este correo.`,
  },
} satisfies Record<Locale, unknown>

/** The password-reset email, in the shopper's language, as plain text. */
export function resetEmail(link: string, lifeMinutes: number, locale: Locale): { subject: string; body: string } {
  const words = WORDS[locale]
  return { subject: words.subject, body: words.body(link, lifeMinutes) }
}

/** The email an account that signs in through Google gets when a reset is asked for it, in the shopper's language. */
export function googleAccountEmail(signIn: string, locale: Locale): { subject: string; body: string } {
  const words = GOOGLE_WORDS[locale]
  return { subject: words.subject, body: words.body(signIn) }
}
