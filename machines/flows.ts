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
  const lines = [
    ...states.filter((s) => verbose || !s.taken).map((s) => `  ${s.taken ? '✓' : '✗'} state ${s.label}`),
    ...transitions
      .filter((t) => verbose || !t.taken)
      .map((t) => {
        const reason = result.unreachable[t.label]
        return `  ${t.taken ? '✓' : reason ? '–' : '✗'} ${t.label}${reason ? `  (unreachable: ${reason})` : ''}`
      }),
    ...(verbose ? result.paths.map((path) => `  path: ${path.description}`) : []),
  ]
  if (lines.length > 0) details.push(`\n${result.id}:`, ...lines)
}

const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)))
for (const row of rows) console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '))
console.log(details.join('\n'))
if (!verbose) console.log('\nnpm run flows -- --all lists every state, transition and path.')
if (short) {
  console.error('\nSome states or transitions are taken by no generated path (✗).')
  process.exit(1)
}
