import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

// The Content-Security-Policy the built app runs under (docs/architecture.md, "Content Security
// Policy"). The build puts it in a <meta> right after the charset, before any script, so every
// static host applies it; `vite preview` also sends it as a header, with frame-ancestors (which
// a <meta> cannot carry). The dev server has none: Vite's dev client injects <style> elements.
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

function contentSecurityPolicy(): Plugin {
  return {
    name: 'wartable-content-security-policy',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const charset = /<meta charset="UTF-8" \/>/i;
        if (!charset.test(html)) throw new Error('index.html: no <meta charset="UTF-8" /> to put the Content-Security-Policy after');
        return html.replace(charset, (m) => `${m}\n    <meta http-equiv="Content-Security-Policy" content="${CSP}" />`);
      },
    },
  };
}

/**
 * With WARTABLE_CHUNK_MODULES set, the build also writes dist/.vite/chunk-modules.json: each
 * chunk's file and the source modules in it, so `npm run bench` can show that a system's match
 * loads no other system's code.
 */
function chunkModules(): Plugin {
  return {
    name: 'wartable-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (!process.env.WARTABLE_CHUNK_MODULES) return;
      const root = process.cwd().replace(/\\/g, '/') + '/';
      const out: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        out[chunk.fileName] = chunk.moduleIds.map((id) => id.replace(/\\/g, '/').replace(root, '')).filter((id) => !id.startsWith('\0'));
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(out) });
    },
  };
}

/**
 * The Progressive Web App (docs/architecture.md, "Installable and offline"): the web app manifest
 * and a Workbox service worker that precaches the whole build, every system's chunks included,
 * so that after one visit every system opens and plays with no network. The page registers the
 * worker from its own bundle (src/ui/offline), never from an inline script, and a new version
 * waits until the player chooses to reload.
 */
function progressiveWebApp() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    // public/ is precached by the glob below, icons included; listed once.
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: 'Wartable',
      short_name: 'Wartable',
      description: 'Tabletop wargames in the browser, with the rules played and the odds shown.',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'fullscreen',
      display_override: ['fullscreen', 'standalone'],
      orientation: 'landscape',
      background_color: '#1a110a',
      theme_color: '#1a110a',
      categories: ['games', 'entertainment'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // Everything the build emits, so every system's lazily loaded chunks are cached on the first
      // visit, not only the ones that visit happened to open (the bundler's own notes excluded; the
      // plugin adds manifest.webmanifest itself).
      globPatterns: ['**/*.{js,css,html,svg,png,json,woff2}'],
      globIgnores: ['.vite/**'],
      // The largest chunk (PixiJS) is over Workbox's 2 MiB default.
      maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
      navigateFallback: 'index.html',
      cleanupOutdatedCaches: true,
      // The first worker takes the open page at once, so the match being played is covered; an
      // update still waits for the player (registerType 'prompt').
      clientsClaim: true,
    },
  });
}

/**
 * Only the parts of PixiJS the boards use (docs/architecture.md, "Lazy loading"): `pixi.js` is
 * src/board/pixi.ts, which takes each class from its own module under `pixi.js/lib/` (a path the
 * package does not export, opened here). The package's index would load the WebGPU and canvas
 * renderers, the asset loader and Pixi's event system with it.
 */
const pixiParts = [
  { find: /^pixi\.js$/, replacement: fileURLToPath(new URL('./src/board/pixi.ts', import.meta.url)) },
  { find: /^pixi\.js\/lib\/(.*)$/, replacement: `${fileURLToPath(new URL('./node_modules/pixi.js/lib/', import.meta.url))}$1.mjs` },
];

export default defineConfig({
  plugins: [react(), contentSecurityPolicy(), chunkModules(), progressiveWebApp()],
  resolve: { alias: pixiParts },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
  },
  server: { host: '127.0.0.1' },
  preview: { headers: { 'Content-Security-Policy': `${CSP}; frame-ancestors 'none'` } },
});
