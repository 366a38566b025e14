import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'machines/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'lint/**/*.test.js'],
    environment: 'node',
    // The stores tests open log nothing: a test reads what the store logs by spying on it. A store a test starts as a process logs as usual.
    env: { LOG_LEVEL: 'silent' },
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})
