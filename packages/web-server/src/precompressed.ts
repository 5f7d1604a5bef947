/**
 * Precompressed assets (the build writes `<file>.br` and `<file>.gz`, packages/portal-kit/precompress-plugin.mjs):
 * @fastify/static picks the one the caller's Accept-Encoding allows (brotli first) and adds `Vary: Accept-Encoding`.
 */
export const PRECOMPRESSED = { preCompressed: true } as const;

/** A content-hashed bundle file (`main.1a2b3c4d.js`, or its `.br`/`.gz` copy): safe to cache for good. */
export const isHashedAsset = (path: string) => /\.[0-9a-f]{8}\.(js|css)(\.br|\.gz)?$/.test(path);
