/** One instance of a service as the gateway sees it: whether it is given calls. */
export interface InstanceState {
  url: string;
  inRotation: boolean;
}

/**
 * The instances of one service and which of them take the next call: round robin over those in rotation. An
 * instance leaves the rotation when its probe or a connection to it fails, and comes back when its probe answers.
 * When none is in rotation (a shared outage, or all restarting) calls go round all of them: the caller then gets the
 * service's own answer, or a clean 503, rather than the gateway's guess that nobody is there.
 */
export class InstancePool {
  private readonly states: InstanceState[];
  private turn = 0;

  constructor(
    readonly service: string,
    urls: readonly string[],
  ) {
    if (urls.length === 0) throw new Error(`${service}: no instance URL`);
    if (new Set(urls).size !== urls.length) throw new Error(`${service}: an instance URL is listed twice`);
    // In rotation until shown otherwise: the first calls need not wait for a probe.
    this.states = urls.map((url) => ({ url, inRotation: true }));
  }

  get urls(): string[] {
    return this.states.map((s) => s.url);
  }

  /** The instance for the next call; `avoid` (the one a call just failed on) is taken only when it is the only one. */
  pick(avoid?: string): string {
    const others = this.states.filter((s) => s.url !== avoid);
    const inRotation = others.filter((s) => s.inRotation);
    const candidates = inRotation.length > 0 ? inRotation : others.length > 0 ? others : this.states;
    this.turn = (this.turn + 1) % 1_000_000_007;
    return candidates[this.turn % candidates.length].url;
  }

  /** Takes an instance out of the rotation; true when it was in. */
  markOut(url: string): boolean {
    return this.set(url, false);
  }

  /** Puts an instance back in the rotation; true when it was out. */
  markIn(url: string): boolean {
    return this.set(url, true);
  }

  snapshot(): InstanceState[] {
    return this.states.map((s) => ({ ...s }));
  }

  private set(url: string, inRotation: boolean): boolean {
    const state = this.states.find((s) => s.url === url);
    if (!state || state.inRotation === inRotation) return false;
    state.inRotation = inRotation;
    return true;
  }
}

/** The instances a URL setting names: one URL, or several separated by commas. */
export function instanceUrls(setting: string): string[] {
  return setting
    .split(',')
    .map((url) => url.trim().replace(/\/+$/, ''))
    .filter((url) => url.length > 0);
}
