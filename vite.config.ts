import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'

export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), babel({ presets: [linguiTransformerBabelPreset()] }), lingui()],
  build: {
    target: 'es2023',
    sourcemap: false,
    // The server's renderer is built apart (`vite build --ssr`); the browser's app is found through the manifest.
    manifest: true,
    // The store's app, and the sandbox gateway's card frame and wallet sheet (served from the gateway's own host).
    rollupOptions: { input: { main: 'src/main.tsx', 'card-frame': 'card-frame.html', 'wallet-sheet': 'wallet-sheet.html' } },
  },
})
