import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

const apiTarget = process.env.MEIYUN_API_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  base: '/',
  plugins: [
    react(),
    // Brotli (quality 11) and gzip (level 9) copies of every text file, written once here: the server sends the one
    // the browser accepts and never compresses the app per request (server/src/app.ts, docs/first-load.md).
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(html|js|css|svg|json|txt)$/ }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: true, ws: true } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget, changeOrigin: true, ws: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No manual chunk groups: rolldown splits by route (every screen and layout is a lazy import), so a page loads
    // the antd components, editors, charts and maps it uses and no others. Groups of whole libraries (one antd
    // chunk, one vendor chunk) put ~600 KiB gzip in front of the login form. docs/first-load.md has the budget.
    // The largest chunks left are the editors and ECharts, each loaded only by the screens that show them.
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      treeshake: {
        // rc-field-form has no side effects but does not say so (no "sideEffects" in its package.json), so every
        // antd input pulled all of it (and async-validator) in through antd's form context, login page included.
        moduleSideEffects: (id) => (/[\\/]@rc-component[\\/](form|async-validator)[\\/]/.test(id) ? false : undefined),
      },
    },
  },
});
