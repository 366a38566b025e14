// npm run build: the browser's app and the server's renderer, built side by side (each is its own build; two cores finish both sooner).
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
process.exit(codes.find((code) => code !== 0) ?? 0)
