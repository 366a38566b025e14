import { existsSync } from 'node:fs'
import { defineConfig } from '@playwright/test'

function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined
}

/**
 * The journeys of what the page itself shows: its accessibility, its layout, the landing pages' first screen and the
 * shell around every screen. They read the catalog and write nothing the other journeys do not.
 */
const PAGE_JOURNEYS = ['a11y', 'layout', 'first-screen', 'shell'].map((name) => `**/${name}.spec.ts`)

/**
 * Each chart's generated browser paths: what the page shows in every state of the chart the app runs, through the
 * calls the journeys make.
 */
const CHART_PATHS = '**/*-model.spec.ts'

/** The journeys that time the store on a phone's CPU: they run alone, after the others, so the time is the page's own. */
const PHONE_JOURNEYS = '**/phone-cpu.spec.ts'

/**
 * The run on PostgreSQL with two processes (`E2E_DATABASE_URL`) is for what the database and the processes change:
 * it leaves the page's own journeys, the charts' paths and the phone's timings to the first run.
 */
const onPostgres = Boolean(process.env.E2E_DATABASE_URL)

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  projects: [
    { name: 'journeys', testIgnore: [PHONE_JOURNEYS, ...(onPostgres ? [...PAGE_JOURNEYS, CHART_PATHS] : [])] },
    ...(onPostgres ? [] : [{ name: 'phone', testMatch: PHONE_JOURNEYS, dependencies: ['journeys'], workers: 1 }]),
  ],
  globalSetup: './tests/e2e/start-server.ts',
  // A journey registers, signs in (argon2 on the server) and places orders, each step a round trip and each page taken
  // over by the browser before it is used; two workers share two cores.
  timeout: 90_000,
  expect: { timeout: 7_000 },
  workers: 2,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--host-resolver-rules=MAP rewards.localhost 127.0.0.1, MAP www.snackfolk.example 127.0.0.1, MAP pay.snackfolk.example 127.0.0.1',
      ],
    },
  },
})
