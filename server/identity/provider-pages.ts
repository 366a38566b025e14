import { randomBytes } from 'node:crypto'
import type { KoaContextWithOIDC } from 'oidc-provider'

type Language = 'en' | 'es'

/** What the provider's own pages say, in the store's two languages. */
const TEXT = {
  en: {
    errorTitle: 'Sign-in could not go on',
    errorBody: 'Something went wrong with this sign-in or sign-out. Nothing was changed. Go back to the store and sign in again.',
    back: 'Back to the store',
    signInAgain: 'Sign in again',
    signingOut: 'Signing you out…',
    signOutBody: 'You are being signed out of Snackfolk on this browser.',
    signOut: 'Sign out',
    signedOut: 'You are signed out',
    signedOutBody: 'You are signed out of Snackfolk on this browser.',
  },
  es: {
    errorTitle: 'No se pudo continuar con el inicio de sesión',
    errorBody: 'Algo salió mal al iniciar o cerrar la sesión. No se cambió nada. Vuelve a la tienda e inicia sesión de nuevo.',
    back: 'Volver a la tienda',
    signInAgain: 'Iniciar sesión de nuevo',
    signingOut: 'Cerrando tu sesión…',
    signOutBody: 'Estamos cerrando tu sesión de Snackfolk en este navegador.',
    signOut: 'Cerrar sesión',
    signedOut: 'Cerraste tu sesión',
    signedOutBody: 'Cerraste tu sesión de Snackfolk en este navegador.',
  },
} satisfies Record<Language, Record<string, string>>

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/** The shopper's language: the `ui_locales` the site sent (`es-us`), else the browser's first choice. */
function languageOf(ctx: KoaContextWithOIDC): Language {
  const asked = String((ctx.oidc?.params?.ui_locales as string | undefined) ?? ctx.query?.ui_locales ?? '')
  if (asked) return asked.toLowerCase().startsWith('es') ? 'es' : 'en'
  return (ctx.get('accept-language') ?? '').toLowerCase().startsWith('es') ? 'es' : 'en'
}

/** Where the store is for this shopper: the site the request came from, when the provider knows it, else the store's own address. */
function storeOrigin(ctx: KoaContextWithOIDC, publicOrigin: string): string {
  const redirect = (ctx.oidc?.params?.post_logout_redirect_uri ?? ctx.oidc?.params?.redirect_uri) as string | undefined
  const client = ctx.oidc?.client
  try {
    if (redirect && client && (client.redirectUris?.includes(redirect) || client.postLogoutRedirectUris?.includes(redirect))) return new URL(redirect).origin
  } catch {}
  return publicOrigin
}

/** A page of the provider's, the store's look, with a policy that runs only its own script. */
function page(ctx: KoaContextWithOIDC, language: Language, title: string, body: string, script?: string, sendsTo = '') {
  const nonce = randomBytes(16).toString('base64')
  // A form's redirect counts as its action: the sign-out form may end at the site that asked for it.
  ctx.set(
    'Content-Security-Policy',
    `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; form-action 'self'${sendsTo ? ` ${sendsTo}` : ''}; frame-ancestors 'none'; base-uri 'none'`,
  )
  ctx.set('Cache-Control', 'no-store')
  ctx.type = 'html'
  ctx.body = `<!doctype html><html lang="${language === 'es' ? 'es-US' : 'en-US'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} – Snackfolk</title>
<style nonce="${nonce}">body{font-family:system-ui,sans-serif;background:#fff;color:#1d1d1f;margin:0}main{max-width:28rem;margin:4rem auto;padding:0 1.25rem}h1{font-size:1.5rem}a,button{display:inline-block;margin:.5rem 1rem .5rem 0;padding:.6rem 1rem;border-radius:.5rem;font:inherit}a{color:#8a2d0a}button{background:#8a2d0a;color:#fff;border:0;cursor:pointer}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main>${script ? `<script nonce="${nonce}">${script}</script>` : ''}</body></html>`
}

/**
 * The provider's pages as the store's own, in English and Spanish: its error page (with the way
 * back to the store and to sign in again), and the sign-out page, which signs the shopper out at
 * once (its form sent by itself; a button where scripts do not run) and then goes back to the store.
 */
export function providerPages(publicOrigin: string) {
  return {
    async renderError(ctx: KoaContextWithOIDC, _out: unknown, _error: unknown) {
      const language = languageOf(ctx)
      const text = TEXT[language]
      const store = storeOrigin(ctx, publicOrigin)
      const lang = language === 'es' ? '?lang=es-us' : ''
      page(
        ctx,
        language,
        text.errorTitle,
        `<p role="alert">${escapeHtml(text.errorBody)}</p><p><a href="${escapeHtml(`${store}/${lang}`)}">${escapeHtml(text.back)}</a><a href="${escapeHtml(`${store}/my-account${lang}`)}">${escapeHtml(text.signInAgain)}</a></p>`,
      )
    },

    async logoutSource(ctx: KoaContextWithOIDC, form: string) {
      const language = languageOf(ctx)
      const text = TEXT[language]
      // The whole provider session ends, with every site's grant.
      const whole = form.replace(
        '</form>',
        `<input type="hidden" name="logout" value="yes"/><noscript><button type="submit">${escapeHtml(text.signOut)}</button></noscript></form>`,
      )
      page(
        ctx,
        language,
        text.signingOut,
        `<p>${escapeHtml(text.signOutBody)}</p>${whole}`,
        `document.getElementById('op.logoutForm').submit()`,
        storeOrigin(ctx, publicOrigin),
      )
    },

    async postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
      const language = languageOf(ctx)
      const text = TEXT[language]
      page(
        ctx,
        language,
        text.signedOut,
        `<p>${escapeHtml(text.signedOutBody)}</p><p><a href="${escapeHtml(`${publicOrigin}/`)}">${escapeHtml(text.back)}</a></p>`,
      )
    },
  }
}
