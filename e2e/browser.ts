import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';

export const SCREENSHOTS = resolve(import.meta.dirname, '..', 'test-output', 'e2e');

/** Debian's Chromium, headless, with the flags that keep it off the (closed) network. */
export async function launchBrowser(): Promise<Browser> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export const screenshotPath = (name: string) => join(SCREENSHOTS, `${name}.png`);

export function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the e2e project through vitest (its global setup starts the stack)`);
  return value;
}
