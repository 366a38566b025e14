// npm run flows: every machine's states and transitions, and how many of them its generated paths take.
import { loadModels } from './testing/models.ts'
import { walk } from './testing/model.ts'

const verbose = process.argv.includes('--all')
let short = false
const rows: string[][] = [['machine', 'paths', 'states', 'transitions']]
const details: string[] = []
for (const { spec } of await loadModels()) {
  const result = walk(spec)
  const { states, transitions } = result.coverage
  const count = (items: { taken: boolean }[]) => `${items.filter((i) => i.taken).length}/${items.length}`
  rows.push([result.id, String(result.paths.length), count(states), count(transitions)])
  const untaken = [...states.filter((s) => !s.taken).map((s) => `state ${s.label}`), ...result.missing]
  if (untaken.length > 0) short = true
  details.push(`\n${result.id}: ${result.paths.length} paths`)
  for (const state of states) if (verbose || !state.taken) details.push(`  ${state.taken ? '✓' : '✗'} state ${state.label}`)
  for (const t of transitions) {
    const reason = result.unreachable[t.label]
    if (verbose || !t.taken) details.push(`  ${t.taken ? '✓' : reason ? '–' : '✗'} ${t.label}${reason ? `  (unreachable: ${reason})` : ''}`)
  }
}

const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)))
for (const row of rows) console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '))
console.log(details.join('\n'))
if (!verbose) console.log('\n(npm run flows -- --all lists every state and transition)')
if (short) {
  console.error('\nSome states or transitions are taken by no generated path (✗).')
  process.exit(1)
}
