import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

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

export default defineConfig({
  plugins: [react(), contentSecurityPolicy(), chunkModules()],
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
  },
  server: { host: '127.0.0.1' },
  preview: { headers: { 'Content-Security-Policy': `${CSP}; frame-ancestors 'none'` } },
});
