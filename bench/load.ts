import autocannon from 'autocannon'

export const CONNECTIONS = 50
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)

export interface LoadRow {
  label: string
  p50: number
  p99: number
  rps: number
}

/** Latency and throughput of one call under 50 concurrent connections; any failed answer stops the bench. */
export async function load(label: string, options: autocannon.Options): Promise<LoadRow> {
  // A run of so many requests (`amount`) goes until they are all answered; else for the bench's seconds.
  const result = await autocannon({ connections: CONNECTIONS, ...(options.amount ? {} : { duration: SECONDS }), ...options })
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${label}: ${result.non2xx} non-2xx answers, ${result.errors} errors`)
  // A run of so many requests is counted over its own span; a timed run by autocannon's per-second average.
  const rps = options.amount ? result.requests.total / ((result.finish.getTime() - result.start.getTime()) / 1000) : result.requests.average
  return { label, p50: result.latency.p50, p99: result.latency.p99, rps: Math.round(rps) }
}

export function printLoad(title: string, rows: LoadRow[]) {
  console.log(`\n${title} (${CONNECTIONS} connections, ${SECONDS} s each, autocannon)`)
  console.log(`  ${'call'.padEnd(44)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'req/s'.padStart(8)}`)
  for (const row of rows) console.log(`  ${row.label.padEnd(44)} ${String(row.p50).padStart(7)} ${String(row.p99).padStart(7)} ${String(row.rps).padStart(8)}`)
}
