import autocannon from 'autocannon'

export const CONNECTIONS = 50
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)

export interface LoadRow {
  label: string
  p50: number
  p99: number
  rps: number
  /** p99 of the answers on connections already open: all but each connection's first, which waits for the server to accept it. */
  p99Open?: number
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0

/**
 * Latency and throughput of one call under 50 concurrent connections; any failed answer stops the bench.
 * A run of so many requests (`amount`) also gives the p99 on connections already open: Node accepts
 * one new connection each turn of its event loop, so under load a connection's first answer also
 * waits for the turns before it was accepted.
 */
export async function load(label: string, options: autocannon.Options): Promise<LoadRow> {
  // A run of so many requests (`amount`) goes until they are all answered; else for the bench's seconds.
  // The run is also an emitter of each answer, as autocannon gives it without a callback.
  const instance = autocannon({ connections: CONNECTIONS, ...(options.amount ? {} : { duration: SECONDS }), ...options }) as unknown as autocannon.Instance &
    Promise<autocannon.Result>
  const answered = new Set<unknown>()
  const onOpen: number[] = []
  instance.on('response', (client: unknown, _status: number, _bytes: number, responseTime: number) => {
    if (answered.has(client)) onOpen.push(responseTime)
    else answered.add(client)
  })
  const result = await instance
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${label}: ${result.non2xx} non-2xx answers, ${result.errors} errors`)
  // A run of so many requests is counted over its own span; a timed run by autocannon's per-second average.
  const rps = options.amount ? result.requests.total / ((result.finish.getTime() - result.start.getTime()) / 1000) : result.requests.average
  const row = { label, p50: result.latency.p50, p99: result.latency.p99, rps: Math.round(rps) }
  return options.amount
    ? {
        ...row,
        p99Open: Math.round(
          percentile(
            onOpen.sort((a, b) => a - b),
            99,
          ),
        ),
      }
    : row
}

export function printLoad(title: string, rows: LoadRow[]) {
  const open = rows.some((row) => row.p99Open !== undefined)
  console.log(`\n${title} (${CONNECTIONS} connections, ${open ? 'autocannon' : `${SECONDS} s each, autocannon`})`)
  console.log(`  ${'call'.padEnd(44)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'req/s'.padStart(8)}${open ? '   p99 ms on open connections' : ''}`)
  for (const row of rows)
    console.log(
      `  ${row.label.padEnd(44)} ${String(row.p50).padStart(7)} ${String(row.p99).padStart(7)} ${String(row.rps).padStart(8)}${row.p99Open !== undefined ? String(row.p99Open).padStart(10) : ''}`,
    )
}
