/** `work` made to run one call at a time in the process: each call starts once the one before has settled. */
export function oneAtATime<A extends unknown[]>(work: (...args: A) => Promise<void>): (...args: A) => Promise<void> {
  let last: Promise<unknown> = Promise.resolve();
  return (...args) => {
    const run = last.then(() => work(...args));
    last = run.catch(() => undefined);
    return run;
  };
}
