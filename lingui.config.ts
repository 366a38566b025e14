import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

export default defineConfig({
  sourceLocale: 'en-us',
  locales: ['en-us', 'es-us'],
  fallbackLocales: { default: 'en-us' },
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/machines'],
      exclude: ['**/node_modules/**', '**/*.test.ts'],
    },
  ],
  compileNamespace: 'ts',
  format: formatter({ lineNumbers: false }),
})
