/** The portal's run-time settings (/config.json from the shell's web server): where the remotes live, the default language. */
export interface RuntimeConfig {
  remotes?: Record<string, string>;
  defaultLanguage?: string;
}

/** Reads /config.json; an unreachable or unreadable config gives no settings (the built-in defaults hold). */
export async function readRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    const response = await fetch('/config.json', { cache: 'no-cache' });
    return (await response.json()) as RuntimeConfig;
  } catch {
    return {};
  }
}
