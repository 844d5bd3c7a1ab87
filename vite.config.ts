import { existsSync, readFileSync, realpathSync } from 'node:fs';
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

/**
 * PixiJS modules replaced by slimmer ones (docs/architecture.md, "Lazy loading"), by their path
 * under node_modules/pixi.js/lib. Pixi registers its parts as side effects of a few `init`
 * modules, each registering the canvas renderer's and WebGPU's parts beside WebGL's; the board
 * draws with WebGL only (engine/pixiHost.ts), runs without eval (the Content-Security-Policy),
 * and uses neither video nor compressed textures, SVG, tagged text, particles nor
 * renderer.extract. What each leaves out, and what it keeps, is said below; a use of what is left
 * out throws, naming it. The build fails if one of these modules is no longer where it was (after
 * a Pixi upgrade, say), so that a replacement never silently stops applying. Together about 10 KB
 * gzip of Pixi's 122 KB (2026-11-27).
 */
function evalFree(name: string): string {
  return `export function ${name}() { throw new Error('Wartable: ${name} compiles with eval; pixi.js/unsafe-eval should have replaced it (vite.config.ts, pixiSlim)'); }`;
}

const pixiSlim: Record<string, string> = {
  // Graphics: its WebGL pipe and context system, not the canvas renderer's.
  'scene/graphics/init.mjs': `import { extensions } from '../../extensions/Extensions.mjs';
import { GraphicsContextSystem } from './shared/GraphicsContextSystem.mjs';
import { GraphicsPipe } from './shared/GraphicsPipe.mjs';
extensions.add(GraphicsPipe, GraphicsContextSystem);`,
  // Text: the WebGL text system and pipe, not the canvas renderer's system.
  'scene/text/init.mjs': `import { extensions } from '../../extensions/Extensions.mjs';
import { CanvasTextPipe } from './canvas/CanvasTextPipe.mjs';
import { CanvasTextSystem } from './shared/GpuTextSystem.mjs';
extensions.add(CanvasTextSystem, CanvasTextPipe);`,
  // BitmapText (the hex board's counters): its WebGL pipe, not the canvas renderer's.
  'scene/text-bitmap/init.mjs': `import { extensions } from '../../extensions/Extensions.mjs';
import { BitmapTextPipe } from './GpuBitmapTextPipe.mjs';
extensions.add(BitmapTextPipe);`,
  // The stencil mask (a Graphics or Container as a mask: the minimap's frame) and the texture
  // sources, without video textures. No sprite (alpha) or colour masks: the boards set none, and
  // a sprite set as a mask would fall to the stencil mask (its bounds) instead.
  'rendering/init.mjs': `import { extensions } from '../extensions/Extensions.mjs';
import { StencilMask } from './mask/stencil/StencilMask.mjs';
import { BufferImageSource } from './renderers/shared/texture/sources/BufferImageSource.mjs';
import { CanvasSource } from './renderers/shared/texture/sources/CanvasSource.mjs';
import { ImageSource } from './renderers/shared/texture/sources/ImageSource.mjs';
import './renderers/shared/texture/utils/textureFrom.mjs';
import './mask/MaskEffectManager.mjs';
extensions.add(StencilMask, ImageSource, CanvasSource, BufferImageSource);`,
  // 'pixi.js/unsafe-eval' (shaders and uniforms without eval, for the Content-Security-Policy):
  // WebGL's polyfills, without WebGPU's uniform buffers and the particle container's.
  'unsafe-eval/init.mjs': `import { GlUboSystem } from '../rendering/renderers/gl/GlUboSystem.mjs';
import { GlShaderSystem } from '../rendering/renderers/gl/shader/GlShaderSystem.mjs';
import { GlUniformGroupSystem } from '../rendering/renderers/gl/shader/GlUniformGroupSystem.mjs';
import { UboSystem } from '../rendering/renderers/shared/shader/UboSystem.mjs';
import { AbstractRenderer } from '../rendering/renderers/shared/system/AbstractRenderer.mjs';
import { generateShaderSyncPolyfill } from './shader/generateShaderSyncPolyfill.mjs';
import { generateUboSyncPolyfillSTD40 } from './ubo/generateUboSyncPolyfill.mjs';
import { generateUniformsSyncPolyfill } from './uniforms/generateUniformsSyncPolyfill.mjs';
Object.assign(AbstractRenderer.prototype, { _unsafeEvalCheck() {} });
Object.assign(UboSystem.prototype, { _systemCheck() {} });
Object.assign(GlUniformGroupSystem.prototype, { _generateUniformsSync: generateUniformsSyncPolyfill });
Object.assign(GlUboSystem.prototype, { _generateUboSync: generateUboSyncPolyfillSTD40 });
Object.assign(GlShaderSystem.prototype, { _generateShaderSync: generateShaderSyncPolyfill });`,
  // Pixi's code generators that build shader and uniform sync functions with \`new Function\`:
  // the Content-Security-Policy forbids eval, and the polyfills above replace every use of them.
  'rendering/renderers/gl/shader/GenerateShaderSyncCode.mjs': evalFree('generateShaderSyncCode'),
  'rendering/renderers/gl/shader/utils/generateUniformsSync.mjs': evalFree('generateUniformsSync'),
  'rendering/renderers/gl/shader/utils/createUboSyncSTD40.mjs': evalFree('createUboSyncFunctionSTD40'),
  // The canvas renderer's helpers (tinting, which also draws test canvases as it loads): of them
  // WebGL text uses only applyPatternTransform (a pattern fill), kept as Pixi has it.
  'rendering/renderers/canvas/utils/canvasUtils.mjs': `export const canvasUtils = {
  applyPatternTransform: (pattern, matrix, invert = true) => {
    if (!matrix || !pattern.setTransform || !globalThis.DOMMatrix) return;
    const domMatrix = new globalThis.DOMMatrix([matrix.a, matrix.b, matrix.c, matrix.d, matrix.tx, matrix.ty]);
    pattern.setTransform(invert ? domMatrix.inverse() : domMatrix);
  },
};`,
  // renderer.extract (a texture or the stage read back as an image or pixels), which the app
  // never calls: the renderer still makes the system, whose methods throw.
  'rendering/renderers/shared/extract/ExtractSystem.mjs': `import { ExtensionType } from '../../../../extensions/Extensions.mjs';
function missing() { throw new Error('Wartable: renderer.extract is not in this build (vite.config.ts, pixiSlim)'); }
export class ExtractSystem {
  constructor(renderer) { this._renderer = renderer; }
  destroy() { this._renderer = null; }
}
for (const m of ['image', 'base64', 'canvas', 'pixels', 'texture', 'download', 'log']) ExtractSystem.prototype[m] = missing;
ExtractSystem.extension = { type: [ExtensionType.WebGLSystem, ExtensionType.WebGPUSystem, ExtensionType.CanvasSystem], name: 'extract' };
ExtractSystem.defaultImageOptions = { format: 'png', quality: 1 };`,
  // Compressed textures (KTX, DDS, Basis), which the boards never load.
  'rendering/renderers/gl/texture/uploaders/glUploadCompressedTextureResource.mjs': `export const glUploadCompressedTextureResource = {
  id: 'compressed',
  upload() { throw new Error('Wartable: compressed textures are not in this build (vite.config.ts, pixiSlim)'); },
};`,
  // Shader names without a running count. PixiJS names each new program "graphics-vertex-2",
  // "-3", ... so every renderer's programs differ in their first line, and its id hash
  // (createIdFromString) keeps every program's source for good: about 11 KB per match opened and
  // left. The name is only for debugging tools; the same source now gets the same id.
  'rendering/renderers/gl/shader/program/preprocessors/setProgramName.mjs': `export function setProgramName(src, { name = 'pixi-program' }, isFragment = true) {
  if (src.indexOf('#define SHADER_NAME') !== -1) return src;
  return '#define SHADER_NAME ' + name.replace(/\\s+/g, '-') + (isFragment ? '-fragment' : '-vertex') + '\\n' + src;
}`,
  // GraphicsContext.svg(), which the boards never call.
  'scene/graphics/shared/svg/SVGParser.mjs': `export function SVGParser() { throw new Error('Wartable: GraphicsContext.svg() is not in this build (vite.config.ts, pixiSlim)'); }`,
  // SVG path strings (new GraphicsPath('M0 0 ...')) and arcToSvg, which the boards never use.
  'scene/graphics/shared/svg/parseSVGPath.mjs': `export function parseSVGPath() { throw new Error('Wartable: SVG path strings are not in this build (vite.config.ts, pixiSlim)'); }`,
  'scene/graphics/shared/buildCommands/buildArcToSvg.mjs': `export function buildArcToSvg() { throw new Error('Wartable: arcToSvg is not in this build (vite.config.ts, pixiSlim)'); }`,
  // Text with tagStyles (rich text runs), which the boards never set.
  'scene/text/canvas/utils/measureTaggedText.mjs': `function missing() { throw new Error('Wartable: tagged text (TextStyle.tagStyles) is not in this build (vite.config.ts, pixiSlim)'); }
export { missing as measureTaggedText, missing as tokenizeTaggedRuns, missing as wordWrapTaggedLines };`,
};

/**
 * Pixi modules kept, with a part taken out (the module's own text, edited; the build fails if the
 * text to take out is gone). The alpha mask's render pipe, which rendering/init.mjs no longer
 * registers a mask for: nothing asks for it, and it brings the mask filter's shaders. (The colour
 * mask's pipe stays: every render asks it to start.)
 */
const pixiEdits: Record<string, [string, string][]> = {
  'rendering/renderers/shared/system/SharedSystems.mjs': [
    ["import { AlphaMaskPipe } from '../../../mask/alpha/AlphaMaskPipe.mjs';\n", ''],
    ['  AlphaMaskPipe,\n', ''],
  ],
};

/**
 * colord's colour names, which PixiJS's Color registers: of them PixiJS itself names only black
 * and white (its text style's defaults), and the boards pass numbers. The CSS basic colours and
 * 'transparent' are kept; any other name is not a colour here.
 */
const colordNames = `const NAMES = { black: '#000000', silver: '#c0c0c0', gray: '#808080', grey: '#808080', white: '#ffffff', maroon: '#800000', red: '#ff0000', purple: '#800080', fuchsia: '#ff00ff', green: '#008000', lime: '#00ff00', olive: '#808000', yellow: '#ffff00', navy: '#000080', blue: '#0000ff', teal: '#008080', aqua: '#00ffff', transparent: '#0000' };
export default function (Colord, parsers) {
  parsers.string.push([(input) => { const hex = NAMES[input.toLowerCase()]; return hex ? new Colord(hex).toRgb() : null; }, 'name']);
}`;

function slimPixi(): Plugin {
  // Module ids are real paths (a symlinked node_modules resolved).
  const lib = realpathSync(fileURLToPath(new URL('./node_modules/pixi.js/lib/', import.meta.url))).replace(/\\/g, '/').replace(/\/?$/, '/');
  const names = realpathSync(fileURLToPath(new URL('./node_modules/@pixi/colord/plugins/names.mjs', import.meta.url))).replace(/\\/g, '/');
  return {
    name: 'wartable-slim-pixi',
    enforce: 'pre',
    buildStart() {
      for (const path of [...Object.keys(pixiSlim), ...Object.keys(pixiEdits)]) {
        if (!existsSync(lib + path)) this.error(`pixiSlim: node_modules/pixi.js/lib/${path} is gone: check what replaces it`);
      }
    },
    load(id) {
      const file = id.split('?')[0]!.replace(/\\/g, '/');
      if (file === names) return colordNames;
      if (!file.startsWith(lib)) return null;
      const path = file.slice(lib.length);
      const edits = pixiEdits[path];
      if (!edits) return pixiSlim[path] ?? null;
      let text = readFileSync(file, 'utf8');
      for (const [from, to] of edits) {
        if (!text.includes(from)) this.error(`pixiSlim: node_modules/pixi.js/lib/${path} no longer has ${JSON.stringify(from)}`);
        text = text.replace(from, to);
      }
      return text;
    },
  };
}

export default defineConfig({
  plugins: [slimPixi(), react(), contentSecurityPolicy(), chunkModules(), progressiveWebApp()],
  resolve: { alias: pixiParts },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    // No modulepreload polyfill (0.3 KB gzip in the lobby's chunk): every browser that runs an
    // es2022 build but one, Safari before 17, has <link rel="modulepreload">; there, a lazy
    // chunk's imports are fetched as it runs instead of beside it, which is slower, not broken.
    modulePreload: { polyfill: false },
  },
  // Workers as ES modules, so a worker loads only the rules it is asked about (the computer
  // opponent's worker imports a system's rules through the registry, each as its own chunk).
  worker: { format: 'es' },
  server: { host: '127.0.0.1' },
  preview: { headers: { 'Content-Security-Policy': `${CSP}; frame-ancestors 'none'` } },
});
