import { readFileSync } from 'node:fs'
import autocannon from 'autocannon'

export const CONNECTIONS = 50
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)

export interface LoadRow {
  label: string
  p50: number
  p99: number
  rps: number
  /** Every answer of the run, its warm-up's included. */
  answered: number
  /** For a run with a warm-up: the p99 of every answer, the warm-up's included. */
  p99WithWarmUp?: number
  /** What else the row's figures come from. */
  note?: string
}

/** The value `p` percent of a sorted list are at or under. */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0

/**
 * Latency and throughput of one call under 50 concurrent connections; any failed answer stops the bench.
 * A run of so many requests (`amount`) may begin with a warm-up that is not counted: its first
 * `warmUp` answers, and every answer until each connection has answered once. Node accepts one new
 * connection each turn of its event loop, so under load the last of 50 connections opened at once
 * waits for the turns before it; a store behind a proxy keeps its connections open instead.
 */
export async function load(label: string, options: autocannon.Options & { warmUp?: number }): Promise<LoadRow> {
  const { warmUp, ...run } = options
  // A run of so many requests goes until they are all answered; else for the bench's seconds.
  // The run is also an emitter of each answer, as autocannon gives it without a callback.
  const instance = autocannon({ connections: CONNECTIONS, ...(run.amount ? {} : { duration: SECONDS }), ...run }) as unknown as autocannon.Instance &
    Promise<autocannon.Result>
  const answers: { at: number; ms: number }[] = []
  const answered = new Set<unknown>()
  let allOpen = Infinity
  instance.on('response', (client: unknown, _status: number, _bytes: number, responseTime: number) => {
    answers.push({ at: performance.now(), ms: Math.round(responseTime) })
    answered.add(client)
    if (answered.size === CONNECTIONS && allOpen === Infinity) allOpen = answers.length
  })
  const result = await instance
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${label}: ${result.non2xx} non-2xx answers, ${result.errors} errors`)
  if (warmUp === undefined) {
    // A run of so many requests is counted over its own span; a timed run by autocannon's per-second average.
    const rps = run.amount ? answers.length / ((answers.at(-1)!.at - result.start.getTime() + performance.timeOrigin) / 1000) : result.requests.average
    return { label, p50: result.latency.p50, p99: result.latency.p99, rps: Math.round(rps), answered: answers.length }
  }
  const first = Math.max(warmUp, allOpen)
  if (first >= answers.length) throw new Error(`${label}: the warm-up took every answer`)
  const counted = answers
    .slice(first)
    .map((answer) => answer.ms)
    .sort((a, b) => a - b)
  return {
    label,
    p50: percentile(counted, 50),
    p99: percentile(counted, 99),
    rps: Math.round(counted.length / ((answers.at(-1)!.at - answers[first - 1]!.at) / 1000)),
    p99WithWarmUp: result.latency.p99,
    answered: answers.length,
  }
}

/** A run made this many times, one after another: the run with the median p99 stands, and its note gives every run's. */
export async function medianRun(times: number, run: () => Promise<LoadRow>): Promise<LoadRow> {
  const rows: LoadRow[] = []
  for (let i = 0; i < times; i++) rows.push(await run())
  const median = rows.toSorted((a, b) => a.p99 - b.p99)[Math.floor(times / 2)]!
  return { ...median, note: `the median of ${times} runs by p99 (runs ${rows.map((row) => `${row.p99} ms at ${row.rps} req/s`).join(', ')})` }
}

/** Runs of a store's call and bare Hono's at once, this many times: the run with the median ratio stands. */
export const PAIRED_RUNS = 3

/** A server under load: its call's run, and its process, whose CPU time is read from the system. */
export interface Side {
  run: () => Promise<LoadRow>
  pid: number
}

/** The CPU time a process has used so far, in seconds (Linux's `/proc/<pid>/stat`: its user and system ticks). */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  // The fields after the command's name, which is in brackets and may hold any character.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}

/** A side's run, with its server's CPU time per answer and its share of a core, both over the whole run (its warm-up's answers too). */
async function measured(side: Side) {
  const [cpuBefore, startedAt] = [cpuSeconds(side.pid), performance.now()]
  const row = await side.run()
  const cpu = cpuSeconds(side.pid) - cpuBefore
  return { row, cpuPerAnswer: cpu / row.answered, coreShare: cpu / ((performance.now() - startedAt) / 1000) }
}

/**
 * The store's call and bare Hono's, run at the same time, 50 connections each, the two servers
 * sharing one core. While both keep it busy the system gives each half of the core, so the store's
 * answers over bare Hono's are bare Hono's CPU time per answer over the store's, and the machine's
 * pace, which moves within seconds on a shared host, touches both alike. Each side's share of the
 * core is printed to show that both kept it busy. `PAIRED_RUNS` runs; the one with the median
 * ratio stands.
 */
export async function besideBare(label: string, store: Side, bare: Side): Promise<LoadRow[]> {
  const runs: { store: Awaited<ReturnType<typeof measured>>; bare: Awaited<ReturnType<typeof measured>>; ratio: number }[] = []
  for (let i = 0; i < PAIRED_RUNS; i++) {
    const [ofStore, ofBare] = await Promise.all([measured(store), measured(bare)])
    runs.push({ store: ofStore, bare: ofBare, ratio: ofStore.row.rps / ofBare.row.rps })
  }
  const median = runs.toSorted((a, b) => a.ratio - b.ratio)[Math.floor(runs.length / 2)]!
  const percent = (ratio: number) => `${Math.round(100 * ratio)}%`
  const cpu = (side: Awaited<ReturnType<typeof measured>>) => `CPU ${Math.round(side.cpuPerAnswer * 1e6)} µs an answer, ${percent(side.coreShare)} of a core`
  return [
    { ...median.store.row, label: `${label} (store)`, note: cpu(median.store) },
    {
      ...median.bare.row,
      label: `${label} (bare Hono)`,
      note: `${cpu(median.bare)}; store's answers / bare's ${percent(median.ratio)} (runs ${runs.map((run) => percent(run.ratio)).join(', ')})`,
    },
  ]
}

export function printLoad(title: string, rows: LoadRow[]) {
  const warm = rows.some((row) => row.p99WithWarmUp !== undefined)
  console.log(`\n${title} (${CONNECTIONS} connections, ${warm ? 'autocannon' : `${SECONDS} s each, autocannon`})`)
  console.log(`  ${'call'.padEnd(44)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'req/s'.padStart(8)}${warm ? '   p99 ms with the warm-up' : ''}`)
  for (const row of rows)
    console.log(
      `  ${row.label.padEnd(44)} ${String(row.p50).padStart(7)} ${String(row.p99).padStart(7)} ${String(row.rps).padStart(8)}${row.p99WithWarmUp !== undefined ? String(row.p99WithWarmUp).padStart(10) : ''}${row.note ? `   ${row.note}` : ''}`,
    )
}
