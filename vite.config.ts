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
    // The store, and the sandbox gateway's card frame (served from the gateway's own host).
    rollupOptions: { input: { main: 'index.html', 'card-frame': 'card-frame.html', 'wallet-sheet': 'wallet-sheet.html' } },
  },
})
