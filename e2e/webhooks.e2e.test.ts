import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { chooseOption, env, launchBrowser, picture, signInAsAdmin } from './browser';
import { portalApi } from './accounts';

describe('webhooks in the portal: subscribe a URL, trigger an event, see its signed delivery', () => {
  let browser: Browser;
  let page: Page;
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200).end('ok');
    });
  });
  let receiverUrl = '';
  const suffix = Date.now().toString(36).slice(-5).toUpperCase();
  const description = `E2E receiver ${suffix}`;

  beforeAll(async () => {
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/firecrest`;
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  });
  afterAll(async () => {
    await browser?.close();
    receiver.closeAllConnections();
    await new Promise((resolve) => receiver.close(resolve));
  });

  const choose = (label: string, option: string) => chooseOption(page, page.getByRole('combobox', { name: label }).first(), new RegExp(`^${option}$`));

  it('creates a subscription, shows its secret once, and lists it', async () => {
    await signInAsAdmin(page, '/system/webhooks');
    await page.getByRole('button', { name: 'New' }).click();
    await page.waitForURL(/\/system\/webhooks\/0$/);
    // An empty form is not sent: the required fields say so.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('This field is required.').count()).toBe(3);
    await page.getByLabel('Description').fill(description);
    await choose('Event type', 'Station');
    await choose('Event topic', 'Created');
    await page.getByLabel('Payload URL').fill(receiverUrl);
    await page.getByRole('button', { name: 'Save' }).click();
    const secret = page.getByTestId('webhook-secret');
    await expect.poll(() => secret.count(), { timeout: 15_000 }).toBe(1);
    const text = (await secret.textContent()) ?? '';
    expect(text).toMatch(/^whsec_/);
    process.env.E2E_WEBHOOK_SECRET = text.trim();
    await picture(page, 'webhooks-secret');
    await page.getByRole('button', { name: 'I have copied the secret' }).click();
    await page.waitForURL(/\/system\/webhooks$/);
    const row = page.getByRole('row', { name: new RegExp(description) });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('Created');
  });

  it('delivers a signed station.created when a station is added, and shows the request and its payload', async () => {
    const admin = portalApi(env('E2E_PORTAL_URL'));
    await admin.signIn(env('E2E_ADMIN_USER'), env('E2E_ADMIN_PASSWORD'));
    const callSign = `WH${suffix}`;
    await admin.call('POST', '/api/personnel/locations', { kind: 'station', callSign, name: `Webhook Hill ${suffix}`, address: '1 Hook Lane', postcode: 'WH1 1AA', phone: '01632 960999' });
    // Other browser files running beside this one add stations too, each delivered to this subscription.
    const ours = () => received.filter((r) => r.body.includes(`"callSign":"${callSign}"`));
    await expect.poll(() => ours().length, { timeout: 30_000 }).toBe(1);
    const [hit] = ours();
    const payload = new Webhook(process.env.E2E_WEBHOOK_SECRET!).verify(hit!.body, hit!.headers as Record<string, string>) as { type: string; data: { callSign: string } };
    expect(payload.type).toBe('station.created');
    expect(payload.data.callSign).toBe(callSign);

    await page.getByRole('row', { name: new RegExp(description) }).click();
    await page.getByRole('button', { name: 'View requests' }).click();
    await page.waitForURL(/\/requests$/);
    const requests = page.locator('tbody tr', { hasText: 'Station' }).filter({ hasText: 'Created' });
    await expect
      .poll(
        async () => {
          if ((await requests.count()) === 0) await page.getByRole('button', { name: 'Refresh', exact: true }).first().click();
          return requests.count();
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThanOrEqual(1)
      .catch(async (error) => {
        await picture(page, 'webhooks-requests-failed');
        console.log(await page.locator('body').innerText());
        throw error;
      });
    await picture(page, 'webhooks-requests');
    await expect.poll(() => requests.getByLabel('HTTP 200').count()).toBeGreaterThanOrEqual(1);
    // This test's station is the request whose payload names it (the others are other files' stations).
    const modal = page.getByTestId('webhook-payload');
    const payloadOf = async (row: number) => {
      await requests.nth(row).click();
      await expect.poll(async () => (await modal.count()) && (await modal.textContent()), { timeout: 10_000 }).toContain('"type": "station.created"');
      return (await modal.textContent()) ?? '';
    };
    let row = 0;
    while (!(await payloadOf(row)).includes(callSign)) {
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'hidden' });
      row += 1;
      expect(row, `no request of the list names ${callSign}`).toBeLessThan(await requests.count());
    }
    expect(await requests.nth(row).getByLabel('HTTP 200').count()).toBe(1);
    await picture(page, 'webhooks-payload');
  });
});
