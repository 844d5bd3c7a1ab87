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

export default defineConfig({
  plugins: [react(), contentSecurityPolicy()],
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
  },
  server: { host: '127.0.0.1' },
  preview: { headers: { 'Content-Security-Policy': `${CSP}; frame-ancestors 'none'` } },
});
