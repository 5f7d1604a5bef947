import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { env, keepFailure, launchBrowser, picture, signInAsAdmin } from './browser';
import { portalApi } from './accounts';

describe('messages between two users in a real browser: compose, the recipient’s inbox and badge, reply', () => {
  let browser: Browser;
  let admin: Page;
  let robin: Page;
  const api = portalApi(env('E2E_PORTAL_URL'));
  const suffix = Date.now().toString(36).slice(-5);
  const robinName = `Robin Rowan ${suffix}`;
  const username = `robin.${suffix}`;
  const password = 'Hose-reel-and-ladder-42';
  const subject = `Ladder drill ${suffix}`;
  const badge = (page: Page) => page.getByTestId('messages-badge').textContent();

  beforeAll(async () => {
    const launching = launchBrowser();
    await api.signIn(env('E2E_ADMIN_USER'), env('E2E_ADMIN_PASSWORD'));
    const roles = (await api.call('GET', '/api/admin/roles')) as { id: string; name: string }[] | { data: { id: string; name: string }[] };
    const role = (Array.isArray(roles) ? roles : roles.data).find((r) => r.name === 'Administrator')!;
    await api.call('POST', '/api/admin/users', { username, name: robinName, email: `${username}@brigade.test`, password, roleIds: [role.id], mustChangePassword: false });
    // svc-system learns the account from svc-gateway's user.created event.
    await vi.waitFor(async () => expect((await api.call('GET', `/api/system/messages/contacts?q=${encodeURIComponent(robinName)}`)).data).toHaveLength(1), { timeout: 30_000, interval: 300 });
    browser = await launching;
    const adminContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    // The administrator's clock runs as usual but can be moved on to the badge's next poll (see the reply below).
    await adminContext.clock.install();
    admin = await adminContext.newPage();
    robin = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  });
  afterEach(({ task }) => keepFailure(robin, task));
  afterAll(async () => {
    await browser?.close();
  });

  it('the administrator writes to Robin; Robin sees it unread, opens it and replies; the reply reaches the administrator without a reload', { timeout: 150_000 }, async () => {
    await signInAsAdmin(admin, '/notifications/inbox');
    await admin.getByRole('heading', { name: 'Inbox' }).waitFor();
    await admin.getByRole('button', { name: 'Compose' }).click();
    await admin.waitForURL(/\/notifications\/inbox\/compose$/);
    await admin.getByRole('heading', { name: 'New message' }).waitFor();
    const box = admin.getByRole('combobox', { name: 'Recipients' });
    await box.click();
    const searched = admin.waitForResponse((r) => r.url().includes('/api/system/messages/contacts?') && new URL(r.url()).searchParams.get('q') === robinName);
    await box.fill(robinName);
    expect((await searched).ok()).toBe(true);
    await admin.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: robinName }).first().click();
    await admin.getByLabel('Subject').fill(subject);
    await admin.locator('textarea#body').fill('Ladder drill on Thursday at 19:00.\nBring your helmet.');
    await picture(admin, 'messages-01-compose');
    const sent = admin.waitForResponse((r) => r.url().endsWith('/api/system/messages') && r.request().method() === 'POST');
    await admin.getByRole('button', { name: 'Send', exact: true }).click();
    expect((await sent).status()).toBe(201);
    await admin.getByText('Your message was sent.').first().waitFor();
    await admin.waitForURL(/\/notifications\/sent$/);
    await admin.getByRole('link', { name: subject }).waitFor();
    await expect.poll(() => admin.locator('nav[aria-label="Mailbox folders"] .ant-menu-item-selected').textContent()).toBe('Sent');

    await robin.goto(`${env('E2E_PORTAL_URL')}/notifications/inbox`);
    await robin.waitForURL(/\/login/);
    await robin.getByLabel('Username').fill(username);
    await robin.getByLabel('Password', { exact: true }).fill(password);
    await robin.getByRole('button', { name: 'Sign in' }).click();
    await robin.waitForURL(/\/notifications\/inbox$/);
    await robin.getByRole('link', { name: subject }).waitFor();
    await expect.poll(() => badge(robin)).toContain('1');
    await robin.getByText('New', { exact: true }).first().waitFor();
    await picture(robin, 'messages-02-inbox');

    await robin.getByRole('link', { name: subject }).click();
    await robin.waitForURL(/\/notifications\/inbox\/\d+$/);
    await expect.poll(() => robin.getByTestId('message-body').textContent()).toBe('Ladder drill on Thursday at 19:00.\nBring your helmet.');
    // Opened, so read: the badge follows without a reload.
    await expect.poll(() => badge(robin)).not.toContain('1');
    await picture(robin, 'messages-03-opened');

    await robin.getByRole('button', { name: 'Reply', exact: true }).click();
    await robin.waitForURL(/\/compose\?from=\d+&mode=reply$/);
    await expect.poll(() => robin.getByLabel('Subject').inputValue()).toBe(`Re: ${subject}`);
    await robin.locator('.ant-select-selection-item', { hasText: 'Administrator' }).waitFor();
    const body = robin.locator('textarea#body');
    await body.fill(`I will be there.${await body.inputValue()}`);
    await picture(robin, 'messages-04-reply');
    await robin.getByRole('button', { name: 'Send', exact: true }).click();
    await robin.getByText('Your message was sent.').first().waitFor();
    await robin.waitForURL(/\/notifications\/sent$/);

    // The administrator's page polls (every 30 s): the badge shows the reply at its next poll, without a reload.
    await admin.clock.fastForward('00:30');
    await expect.poll(() => badge(admin)).toContain('1');
    await admin.getByTestId('messages-badge').click();
    await admin.waitForURL(/\/notifications\/inbox$/);
    await admin.getByRole('link', { name: `Re: ${subject}` }).click();
    await expect.poll(() => admin.getByTestId('message-body').textContent()).toMatch(/^I will be there\.\n\n---------- Original message ----------\nFrom: Administrator\n/);
    await admin.getByText(robinName).first().waitFor();
    await picture(admin, 'messages-05-reply-received');

    // The bin, after a confirmation; the message is listed there and no longer in the inbox.
    await admin.getByRole('button', { name: 'Move to bin' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.locator('.ant-modal-confirm-title', { hasText: 'Move this message to the bin?' }).waitFor();
    await dialog.getByRole('button', { name: 'Move to bin' }).click();
    await admin.getByText('The message was moved to the bin.').first().waitFor();
    await admin.waitForURL(/\/notifications\/inbox$/);
    await admin.getByRole('link', { name: 'Bin' }).click();
    await admin.getByRole('link', { name: `Re: ${subject}` }).waitFor();
  });
});
