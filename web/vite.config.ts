import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.MEIYUN_API_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  base: '/',
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
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
            // Editors and the map are used by a few screens only: their own chunks keep them out of the first load,
            // and they must not pull shared dependencies (react) in with them.
            { name: 'codemirror', test: /node_modules[\\/](@codemirror|@lezer|@uiw[\\/](react-)?codemirror[^\\/]*|crelt|style-mod|w3c-keyname)[\\/]/, priority: 29, includeDependenciesRecursively: false },
            { name: 'tiptap', test: /node_modules[\\/](@tiptap|prosemirror-[^\\/]+|orderedmap|rope-sequence|linkifyjs|@floating-ui)[\\/]/, priority: 29, includeDependenciesRecursively: false },
            {
              name: 'markdown',
              test: /node_modules[\\/](@uiw[\\/]react-md-editor|@uiw[\\/]react-markdown-preview|react-markdown|remark[^\\/]*|rehype[^\\/]*|mdast-[^\\/]+|micromark[^\\/]*|hast[^\\/]*|unist-[^\\/]+|unified|refractor|prismjs|parse5|vfile[^\\/]*|highlight\.js|lowlight)[\\/]/,
              priority: 29,
              includeDependenciesRecursively: false,
            },
            { name: 'leaflet', test: /node_modules[\\/](leaflet|react-leaflet|@react-leaflet)[\\/]/, priority: 29, includeDependenciesRecursively: false },
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
