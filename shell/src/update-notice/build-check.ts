/**
 * A portal build is named by the entry scripts its index.html loads: their names carry a content hash, so a new
 * deploy of the shell changes them and a rebuild of the same code does not.
 */
export function entryScripts(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/gi)].map((m) => m[1]!);
}

/**
 * Whether the index.html now served belongs to a newer build than the page running: one of its entry scripts is not
 * among the scripts this page loaded. A page that could not be read (empty, an error page) names no build.
 */
export function isNewerBuild(servedHtml: string, loadedScripts: readonly string[]): boolean {
  const loaded = new Set(loadedScripts.map(pathOf));
  const served = entryScripts(servedHtml).map(pathOf);
  return served.length > 0 && served.some((src) => !loaded.has(src));
}

// The document lists absolute URLs and index.html root-relative ones: compare their paths.
const pathOf = (src: string) => new URL(src, 'http://portal.invalid').pathname;

/** "4:05" for the time left before the portal reloads itself. */
export function countdown(msLeft: number): string {
  const seconds = Math.max(0, Math.ceil(msLeft / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
