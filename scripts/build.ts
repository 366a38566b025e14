// npm run build: the browser's app and the server's renderer, built side by side (each is its own build; two cores finish both
// sooner), then the demo's pictures, drawn into dist/drawn.
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js')

/** One `vite build`; resolves with its exit code. */
const build = (...args: string[]) =>
  new Promise<number>((resolve) =>
    spawn(process.execPath, [vite, 'build', ...args], { cwd: root, stdio: 'inherit' }).once('exit', (code) => resolve(code ?? 1)),
  )

// Each build leaves the other's output alone: the folder is emptied once, here.
rmSync(join(root, 'dist'), { recursive: true, force: true })
const codes = await Promise.all([build('--no-emptyOutDir'), build('--ssr', 'src/entry-server.tsx', '--outDir', 'dist/server', '--no-emptyOutDir')])
const failed = codes.find((code) => code !== 0)
if (failed !== undefined) process.exit(failed)

// The pictures an earlier build drew are kept beside the installed packages, so a build draws only what changed.
const { drawDemoPictures } = await import('../server/db/seed/demo-pictures.ts')
const { pictures, drawn } = await drawDemoPictures(join(root, 'dist', 'drawn'), join(root, 'node_modules', '.cache', 'snackfolk-drawn'))
console.log(`The demo's ${pictures} pictures are in dist/drawn (${drawn} drawn, the others kept from an earlier build).`)
process.exit(0)
