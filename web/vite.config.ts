import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.MEIYUN_API_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  base: '/',
  plugins: [react()],
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
    // antd and echarts are large and change rarely: separate chunks keep them cached across our releases.
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'echarts', test: /node_modules[\\/](echarts|zrender)[\\/]/, priority: 30 },
            { name: 'antd-icons', test: /node_modules[\\/]@ant-design[\\/]icons/, priority: 25 },
            { name: 'antd', test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|@emotion)[\\/]/, priority: 20 },
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 15 },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
});
