// What every page the sandbox gateway serves inside a store's page starts with: the store page that
// may speak to it, its language, and its words put where the HTML marks them.
import './gateway-page.css'

type Locale = 'en-us' | 'es-us'

/** The page's words in its language (`lang`), written into each element with `data-text`; `parentOrigin` is the store page allowed to speak to it. */
export function gatewayPage<T extends Record<string, string>>(text: Record<Locale, T>) {
  const params = new URL(window.location.href).searchParams
  const locale: Locale = params.get('lang') === 'es-us' ? 'es-us' : 'en-us'
  document.documentElement.lang = locale === 'es-us' ? 'es-US' : 'en-US'
  const words = text[locale]
  for (const element of document.querySelectorAll<HTMLElement>('[data-text]')) element.textContent = words[element.dataset.text as keyof T] ?? ''
  return { parentOrigin: params.get('origin'), text: words }
}
