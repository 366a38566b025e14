import { useLingui } from '@lingui/react/macro'
import { Link } from '#components/ui/link.tsx'
import type { Locale } from '#domain/locale.ts'

const LANGUAGES: { locale: Locale; name: string }[] = [
  { locale: 'en-us', name: 'English' },
  { locale: 'es-us', name: 'Español' },
]

/** Links to the same page in each language; the choice is remembered. */
export function LanguageSwitcher() {
  const { t, i18n } = useLingui()
  return (
    <nav aria-label={t`Language`} className="language-switcher">
      <ul>
        {LANGUAGES.map(({ locale, name }) => (
          <li key={locale}>
            <Link
              to="."
              search={(previous: Record<string, unknown>) => ({ ...previous, lang: locale })}
              preload={false}
              aria-current={i18n.locale === locale ? 'true' : undefined}
              lang={locale}
            >
              {name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
