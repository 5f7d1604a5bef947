/** The portal's run-time settings (/config.json from the shell's web server): where the remotes live, the default language. */
export interface RuntimeConfig {
  remotes?: Record<string, string>;
  defaultLanguage?: string;
}

/** The request for /config.json (the shell sends it before its libraries load, then hands the answer on). */
const askRuntimeConfig = () => fetch('/config.json', { cache: 'no-cache' });

/**
 * Reads /config.json (`asked`: a request for it already sent); an unreachable or unreadable config gives no settings
 * (the built-in defaults hold).
 */
export async function readRuntimeConfig(asked?: Promise<Response>): Promise<RuntimeConfig> {
  try {
    const response = await (asked ?? askRuntimeConfig());
    return (await response.json()) as RuntimeConfig;
  } catch {
    return {};
  }
}
