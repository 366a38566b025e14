import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'machines/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'lint/**/*.test.js'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})
