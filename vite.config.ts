import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import optimizeLocales from '@react-aria/optimize-locales-plugin'
import { landingMessages } from './scripts/landing-messages.ts'
import { landingChunk } from './scripts/landing-chunk.ts'

const landing = landingChunk()

export default defineConfig(({ command }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A screen's loader (its calls and their schemas) loads apart from its view: the browser that takes over
      // a server's page needs the view at once and the loader only when the shopper moves on.
      codeSplittingOptions: { defaultBehavior: [['loader'], ['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']] },
    }),
    react(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    lingui(),
    // A landing page's strings apart from the rest, so its first JavaScript carries only those.
    landingMessages(),
    landing.plugin,
    // React Aria's own strings (a combobox's "no results", a dialog's "dismiss") for the store's two languages only.
    optimizeLocales.vite({ locales: ['en-US', 'es'] }),
  ],
  resolve: {
    // The libraries' React 18 fallback for useSyncExternalStore, which React 19 has: the package's own entries that use React's.
    alias: [
      { find: /^use-sync-external-store\/shim\/with-selector$/, replacement: 'use-sync-external-store/with-selector' },
      { find: /^use-sync-external-store\/shim(?:\/index\.js)?$/, replacement: 'use-sync-external-store' },
    ],
  },
  // The built renderer carries its libraries, built for production (React's own checks stay in `npm run dev`).
  ssr: command === 'build' ? { noExternal: true } : {},
  define: command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: {
    target: 'es2023',
    sourcemap: false,
    // The server's renderer is built apart (`vite build --ssr`); the browser's app is found through the manifest.
    manifest: true,
    // The browser finds a lazy chunk's imports as it loads it, and the router fetches a screen's chunks as soon as a link to it
    // is pointed at or touched: no list of every lazy chunk's imports in the entry (2.9 KB of every page's first JavaScript).
    modulePreload: false,
    // The store's app, and the sandbox gateway's card frame and wallet sheet (served from the gateway's own host).
    rollupOptions: {
      input: { main: 'src/main.tsx', 'card-frame': 'card-frame.html', 'wallet-sheet': 'wallet-sheet.html' },
      // What every page loads first in one chunk, not a dozen small ones split off for the lazy screens that share them.
      output: { codeSplitting: { groups: landing.groups } },
    },
  },
}))
