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
      // A schema built from another (`base.nullable()`, `fields.omit(...).strict()`) has no `z.` in
      // front; unmarked, it kept itself, its base and zod in the bundle. So every top-level
      // `const x = call(...)` is marked as well, found by the parser rather than a pattern.
      const starts: number[] = [];
      for (const statement of this.parse(code).body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const { init } of declaration.declarations)
          if (init?.type === 'CallExpression' || init?.type === 'NewExpression')
            starts.push((init as typeof init & { start: number }).start);
      }
      let marked = code;
      // Right to left, so each start still points at its expression. A `z.` call is left to the
      // pattern below, which marks those inside objects and arguments too.
      for (const start of starts.sort((a, b) => b - a)) {
        if (!code.startsWith('z.', start))
          marked = `${marked.slice(0, start)}/*#__PURE__*/ ${marked.slice(start)}`;
      }
      return { code: marked.replace(/([=:(,[]\s*)z\./g, '$1/*#__PURE__*/ z.'), map: null };
    },
  };
}

/**
 * zod has no side effects, so the merge of small chunks (below) was free to fold it into a chunk
 * of constants that a page needs: the dashboard loaded and ran all of zod (60-170 ms on a
 * throttled phone) for the bureau names. Chunks named here are never merged, so zod loads only
 * with the forms whose schemas use it. Small schema modules that many forms share go with it; a
 * manual chunk takes in the modules it imports, so the bureau names they build on get their own.
 * The notice schemas (used by two forms only) were merged the same way into the chunk of the
 * bureau names. Check with the manifest that the dashboard's static imports stay free of zod.
 */
const contracts = '/packages/contracts/src/';
const chunkByModule: Record<string, string> = {
  'bureau-enum.ts': 'zod',
  'common/money-string.ts': 'zod',
  'bureaus.ts': 'bureaus',
  'notices.contract.ts': 'notices-contract',
  // The words of an item's findings and bureau standings: merged, they went into the landing page's
  // entry, which shows neither. The long date they build on goes with the bureau names, which the
  // entry loads anyway, so that this chunk does not take it in (and the entry with it).
  'report-finding-words.ts': 'issue-words',
  'bureau-standing-rules.ts': 'issue-words',
  'common/long-date.ts': 'bureaus',
};
function schemaChunks(id: string): string | undefined {
  if (id.includes('/node_modules/zod/')) return 'zod';
  const at = id.indexOf(contracts);
  return at === -1 ? undefined : chunkByModule[id.slice(at + contracts.length)];
}

/**
 * The chart library carries two parts our charts never run, about 11 KB gzip of the chart chunk:
 * - react-smooth, its animation engine. Every Mantine chart turns its series' animation off (and the
 *   tooltip's, at its default duration of 0), and recharts then draws without it, except for a
 *   wrapper that, switched off, only hands its children the final style. That wrapper is all that is
 *   kept: an animation switched on would draw its final frame at once.
 * - the time scales of d3-scale (with d3-time and d3-time-format). recharts picks a scale from all of
 *   d3-scale's exports by name, which keeps every one of them; our axes use only the band, point and
 *   linear scales, so the others named here stay and the time scales go (an axis asking for `time`
 *   would get recharts' fallback, the point scale).
 */
const inertAnimate = `import { createElement, Fragment } from 'react';
export default function Animate({ children, to, attributeName }) {
  const style = attributeName ? { [attributeName]: to } : to;
  return typeof children === 'function' ? children(style) : createElement(Fragment, null, children);
}
export function AnimateGroup({ children }) { return createElement(Fragment, null, children); }
export const configBezier = () => (t) => t;
export const configSpring = () => (t) => t;`;
const chartScales = ['Band', 'Point', 'Linear', 'Log', 'Pow', 'Sqrt', 'Symlog', 'Identity', 'Ordinal']
  .map((name) => `scale${name}`)
  .join(', ');
function chartsWithoutUnusedParts(): Plugin {
  return {
    name: 'charts-without-unused-parts',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source === 'react-smooth') return '\0inert-animate';
      if (source !== 'victory-vendor/d3-scale') return null;
      const scales = await this.resolve(source, importer, { ...options, skipSelf: true });
      return scales && `\0chart-scales:${scales.id}`;
    },
    load(id) {
      if (id === '\0inert-animate') return inertAnimate;
      if (id.startsWith('\0chart-scales:'))
        return `export { ${chartScales} } from ${JSON.stringify(id.slice('\0chart-scales:'.length))};`;
      return null;
    },
  };
}

/**
 * Mantine's scroll lock (react-remove-scroll and the small packages under it) declares, or fails to
 * deny, side effects at module level: registering its side car with its medium. Only the dialogs
 * and the app shell use it, yet because the Mantine index the landing page imports reaches it, it
 * stayed in the landing page's entry (about 8 KB gzip). Its modules only define things; each is
 * still kept wherever its exports are used (a dialog imports the side car by name).
 */
const scrollLockPackages =
  /\/node_modules\/(react-remove-scroll|react-remove-scroll-bar|use-sidecar|react-style-singleton)\//;
function scrollLockWithoutSideEffects(): Plugin {
  return {
    name: 'scroll-lock-without-side-effects',
    transform(code, id) {
      return scrollLockPackages.test(id) ? { code, map: null, moduleSideEffects: false } : null;
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    pureContractSchemas(),
    chartsWithoutUnusedParts(),
    scrollLockWithoutSideEffects(),
    // The server sends these precompressed siblings (.br, .gz) instead of compressing per request.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|css|html|svg|txt|json)$/,
      threshold: 0,
    }),
  ],
  resolve: {
    // The charts' library reaches lodash one CommonJS file at a time; the same functions as ES modules
    // share their helpers and drop the CommonJS wrappers, 6 KB gzip off the chart chunk.
    alias: [{ find: /^lodash\/(.*)$/, replacement: 'lodash-es/$1.js' }],
  },
  css: { postcss: { plugins: [postcssPresetMantine()] } },
  build: {
    manifest: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    // A page's code loads with `import()`, and Vite's loader then added a `<link rel=modulepreload>`
    // to the document for each of the chunk's imports, thirty for the client layout, in the task that
    // asked for the page: 80-120 ms of main thread on a phone, twice per signed-in page. The browser
    // finds those imports itself as the chunk arrives; only the stylesheets, which the page must wait
    // for, are still added ahead.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => dep.endsWith('.css')) : deps,
    },
    rollupOptions: {
      // Without this a page arrives in over a hundred tiny shared chunks, each a request on a slow
      // link; chunks under 16 KB are merged into the ones that use them where that is safe.
      output: {
        experimentalMinChunkSize: 16_000,
        manualChunks: schemaChunks,
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:5000' },
  },
});
