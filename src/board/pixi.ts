// The parts of PixiJS the boards use, each from its own module. The build resolves every
// `import { ... } from 'pixi.js'` in the app to this file (vite.config.ts, `pixiParts`), because
// the package's index registers everything it has as it loads: the WebGPU and canvas renderers,
// the asset loader, spritesheets, accessibility, DOM and Pixi's event system, none of which the
// boards use (they draw with WebGL, take input themselves and make textures from canvases).
// A class not listed here fails the build with "... is not exported by src/board/pixi.ts": add
// it below from its module under node_modules/pixi.js/lib (the `.d.ts` beside it has the types).
// Each of these classes loads the renderer pieces it needs (Graphics its pipe, Text and
// BitmapText theirs); the renderer is made in engine/pixiHost.ts. A few of Pixi's own modules
// (its canvas renderer's and WebGPU's registrations, the eval code generators, SVG, video and
// compressed textures, renderer.extract) are replaced by slimmer ones in the build
// (vite.config.ts, `pixiSlim`): a use of one of those throws, naming it.
//
// The base every renderer needs, as Pixi's browser bundle loads it: the texture sources
// (Texture.from a canvas) and the masks.
import 'pixi.js/lib/rendering/init';

export { Container } from 'pixi.js/lib/scene/container/Container';
export { Graphics } from 'pixi.js/lib/scene/graphics/shared/Graphics';
export { GraphicsContext } from 'pixi.js/lib/scene/graphics/shared/GraphicsContext';
export { Sprite } from 'pixi.js/lib/scene/sprite/Sprite';
export { Text } from 'pixi.js/lib/scene/text/Text';
export { TextStyle } from 'pixi.js/lib/scene/text/TextStyle';
export { BitmapFont } from 'pixi.js/lib/scene/text-bitmap/BitmapFont';
export { BitmapText } from 'pixi.js/lib/scene/text-bitmap/BitmapText';
export { Texture } from 'pixi.js/lib/rendering/renderers/shared/texture/Texture';
export { Rectangle } from 'pixi.js/lib/maths/shapes/Rectangle';
export { Ticker } from 'pixi.js/lib/ticker/Ticker';
export { WebGLRenderer } from 'pixi.js/lib/rendering/renderers/gl/WebGLRenderer';
export { CanvasTextMetrics } from 'pixi.js/lib/scene/text/canvas/CanvasTextMetrics';
