import { afterEach } from 'vitest';

// Every unit file's set-up (vitest.config.ts): a component test's screen is cleaned after each test. Files without a
// DOM (services' pure logic) skip it without loading the frame.
afterEach(async () => {
  if (typeof document === 'undefined') return;
  const { cleanScreen } = await import('./index');
  cleanScreen();
});
