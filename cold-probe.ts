import { coldStart } from './bench/cold-start.ts'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
const dir = mkdtempSync(join(tmpdir(), 'cold-'))
rmSync('dist/build-stamp', { force: true })
console.log('first', Math.round(await coldStart(dir)))
console.log('second', Math.round(await coldStart(dir)))
