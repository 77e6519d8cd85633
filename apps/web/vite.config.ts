import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

/**
 * The contracts define zod schemas at module level; the web uses only their constants and types.
 * Marking each schema expression pure lets Rollup drop the unused ones and zod with them (26 KB gzip).
 * A schema the web does use is kept: pure only means "removable when unused".
 */
function pureContractSchemas(): Plugin {
  return {
    name: 'pure-contract-schemas',
    transform(code, id) {
      if (!id.includes('/packages/contracts/src/')) return null;
      return { code: code.replace(/([=:(,[]\s*)z\./g, '$1/*#__PURE__*/ z.'), map: null };
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    pureContractSchemas(),
    // The server sends these precompressed siblings (.br, .gz) instead of compressing per request.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|css|html|svg|txt|json)$/,
      threshold: 0,
    }),
  ],
  css: { postcss: { plugins: [postcssPresetMantine()] } },
  build: {
    manifest: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    rollupOptions: {
      // Without this a page arrives in over a hundred tiny shared chunks, each a request on a slow
      // link; chunks under 16 KB are merged into the ones that use them where that is safe.
      output: { experimentalMinChunkSize: 16_000 },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:5000' },
  },
});
