// Brotli and gzip copies of every text asset, made once at build time, so the static servers never compress on
// the fly: `<asset>.br` and `<asset>.gz` next to it (served by packages/web-server with preCompressed).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/;
/** Smaller files gain less than the extra request headers cost. */
const MIN_BYTES = 1024;

export class PrecompressPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, (assets) => {
        for (const [name, asset] of Object.entries(assets)) {
          if (!COMPRESSIBLE.test(name)) continue;
          const buffer = Buffer.from(asset.buffer());
          if (buffer.length < MIN_BYTES) continue;
          const brotli = brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length } });
          compilation.emitAsset(`${name}.br`, new sources.RawSource(brotli));
          compilation.emitAsset(`${name}.gz`, new sources.RawSource(gzipSync(buffer, { level: 9 })));
        }
      });
    });
  }
}
