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
            // Editors and the map are used by a few screens only: their own chunks keep them out of the first load,
            // and they must not pull shared dependencies (react) in with them.
            { name: 'codemirror', test: /node_modules[\\/](@codemirror|@lezer|@uiw[\\/](react-)?codemirror[^\\/]*|@marijn|crelt|style-mod|w3c-keyname)[\\/]/, priority: 29, includeDependenciesRecursively: false },
            { name: 'tiptap', test: /node_modules[\\/](@tiptap|prosemirror-[^\\/]+|orderedmap|rope-sequence|linkifyjs|@floating-ui|fast-equals)[\\/]/, priority: 29, includeDependenciesRecursively: false },
            {
              name: 'markdown',
              test: new RegExp(
                'node_modules[\\\\/](' +
                  [
                    '@uiw[\\\\/]react-md-editor', '@uiw[\\\\/]react-markdown-preview', '@uiw[\\\\/]copy-to-clipboard', 'react-markdown',
                    'remark[^\\\\/]*', 'rehype[^\\\\/]*', 'mdast-[^\\\\/]+', 'micromark[^\\\\/]*', 'hast[^\\\\/]*', 'unist-[^\\\\/]+',
                    'unified', 'refractor', 'prismjs', 'parse5', 'vfile[^\\\\/]*', 'highlight\\.js', 'lowlight', 'css-selector-parser',
                    'property-information', 'parse-entities', 'markdown-table', 'github-slugger', 'stringify-entities',
                    '@ungap[\\\\/]structured-clone', 'nth-check', 'bcp-47-match', 'trough', 'inline-style-parser', 'zwitch',
                    'character-entities[^\\\\/]*', 'character-reference-invalid', 'estree-util-[^\\\\/]+', '(comma|space)-separated-tokens',
                    'trim-lines', 'decode-named-character-reference', 'style-to-[^\\\\/]+', 'parse-numeric-range', 'longest-streak',
                    'html-url-attributes', 'ccount', 'is-(alphabetical|alphanumerical|decimal|hexadecimal)', 'web-namespaces',
                    'html-void-elements', 'bail', 'devlop', 'boolbase',
                  ].join('|') +
                  ')[\\\\/]',
              ),
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
