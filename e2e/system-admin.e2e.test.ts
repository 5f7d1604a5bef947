import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { env, keepFailure, launchBrowser, picture, signInAsAdmin } from './browser';

describe('system administration screens: logs, release notes, bookmarks, integrations, schema diagrams', () => {
  let browser: Browser;
  let page: Page;
  const portal = () => env('E2E_PORTAL_URL');
  const suffix = Date.now().toString(36).slice(-5);

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1366, height: 900 }, acceptDownloads: true })).newPage();
  });
  afterEach(({ task }) => keepFailure(page, task));
  afterAll(async () => {
    await browser?.close();
  });

  it('audit log: the sign-in is listed, filters apply, the PDF downloads', async () => {
    await signInAsAdmin(page, '/system/log/audit');
    await page.getByRole('heading', { name: 'Audit log' }).waitFor();
    // The capture travels through Kafka: refresh until the sign-in shows. A refresh starts the list again from
    // nothing, so each round counts the rows of its own answer.
    const login = page.locator('td', { hasText: '/api/auth/login' });
    const listed = () => page.waitForResponse((r) => r.url().includes('/api/system/log/audit?'));
    await expect
      .poll(async () => {
        const answered = listed();
        await page.getByRole('button', { name: 'Refresh' }).click();
        await answered;
        return login.first().waitFor({ timeout: 3_000 }).then(() => true, () => false);
      }, { timeout: 90_000, interval: 1_000 })
      .toBe(true);
    const searched = listed();
    await page.getByLabel('Search', { exact: true }).fill('/api/auth/login');
    await page.getByLabel('Search', { exact: true }).press('Enter');
    await searched;
    await login.first().waitFor();
    expect(await page.locator('tbody tr td', { hasText: '/api/auth/me' }).count()).toBe(0);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'PDF' }).click();
    expect((await download).suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.pdf$/);
    await picture(page, 'system-audit-log');
  }, 150_000);

  it('error log: filters and the table with its export buttons', async () => {
    await page.goto(`${portal()}/system/log/errors`);
    await page.getByRole('heading', { name: 'Error log' }).waitFor();
    await page.getByText(/^Showing \d+ of \d+$/).waitFor();
    expect(await page.getByRole('button', { name: 'Excel' }).isEnabled()).toBe(true);
    await picture(page, 'system-error-log');
  });

  it('release notes: versions by month with new feature and bug fix badges', async () => {
    await page.goto(`${portal()}/system/release-notes`);
    await page.getByRole('heading', { name: 'Release notes' }).waitFor();
    await page.getByText('New feature').first().waitFor();
    expect(await page.getByText('Bug fix').count()).toBeGreaterThan(0);
    await picture(page, 'system-release-notes');
  });

  it('bookmarks: a new one is listed and opens from the header launcher', async () => {
    await page.goto(`${portal()}/system/integrations/application-bookmarks`);
    await page.getByRole('heading', { name: 'Application bookmarks' }).waitFor();
    await page.getByRole('button', { name: 'New' }).click();
    await page.waitForURL(/application-bookmarks\/0$/);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('required', { exact: true }).count()).toBe(3);
    await page.getByLabel('Name', { exact: true }).fill(`Rota ${suffix}`);
    await page.getByLabel('Label', { exact: true }).fill(`Duty rota ${suffix}`);
    await page.getByLabel('URL', { exact: true }).fill('  https://rota.example/duty  ');
    const created = page.waitForResponse((r) => r.url().endsWith('/api/system/bookmarks') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await created).status()).toBe(201);
    expect((await created).request().postDataJSON()).toMatchObject({ name: `Rota ${suffix}`, label: `Duty rota ${suffix}`, url: 'https://rota.example/duty' });
    await page.waitForURL(/application-bookmarks$/);
    // By the exact name: the label 'Duty rota …' contains the name too.
    await page.getByRole('cell', { name: `Rota ${suffix}`, exact: true }).waitFor();
    await page.getByRole('cell', { name: `Duty rota ${suffix}`, exact: true }).waitFor();
    await page.getByRole('link', { name: 'https://rota.example/duty' }).waitFor();
    await page.getByTestId('bookmarks-launcher').click();
    await page.getByRole('menuitem', { name: `Duty rota ${suffix}` }).waitFor();
    await picture(page, 'system-bookmarks');
    await page.keyboard.press('Escape');
  });

  it('availability settings: fields follow the auth type, the key is saved and shown masked', async () => {
    await page.goto(`${portal()}/system/integrations/availability/api-settings`);
    await page.getByRole('heading', { name: 'Availability API settings' }).waitFor();
    await page.getByRole('combobox', { name: 'Authentication type' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^API key$/ }).click();
    // Within the form: the select's hidden option list also carries the labels 'Username and password' and 'API key'.
    const form = page.locator('main form');
    const apiKey = form.getByLabel('API key', { exact: true });
    await apiKey.waitFor();
    expect(await form.getByLabel('Username', { exact: true }).count()).toBe(0);
    expect(await form.getByLabel('Password', { exact: true }).count()).toBe(0);
    await form.getByLabel('Endpoint URL', { exact: true }).fill('https://availability.example/api');
    await apiKey.fill(`key-${suffix}-9876`);
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/system/integrations/availability/settings') && r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    expect((await saved).request().postDataJSON()).toMatchObject({ authType: 2, endpointUrl: 'https://availability.example/api', apiKey: `key-${suffix}-9876`, userName: null, password: null });
    await page.getByText('Saved key ••••9876; type a new one to replace it.').waitFor();
    await picture(page, 'system-availability-settings');
  });

  it('roster employee skills: the list with its filters', async () => {
    await page.goto(`${portal()}/system/integrations/roster/employee-skills`);
    await page.getByRole('heading', { name: 'Roster employee skills' }).waitFor();
    await page.getByRole('combobox', { name: 'Valid' }).waitFor();
    await page.locator('.ant-table').waitFor();
    await picture(page, 'system-roster-skills');
  });

  it('database schema: nine diagrams; one opens drawn, zooms and closes', async () => {
    await page.goto(`${portal()}/system/database-schema`);
    await page.getByRole('heading', { name: 'Database schema' }).waitFor();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(9);
    await page.getByRole('link', { name: 'Employees', exact: true }).click();
    await page.waitForURL(/database-schema\/employees$/);
    const image = page.getByRole('img', { name: 'Employees schema diagram' });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 15_000 }).toBeGreaterThan(0);
    // Every service of the stack described its models at start: each diagram draws their tables, none left undescribed.
    const ids = ['employees', 'employee-skills', 'competency-framework', 'training-events', 'training-course', 'incidents', 'action-plans', 'users', 'training-resources'];
    const undescribed = async () => {
      const drawings = await Promise.all(ids.map(async (id) => (await page.request.get(`${portal()}/api/system/database-schema/${id}/svg`)).text()));
      return ids.filter((id, i) => !drawings[i].startsWith('<svg') || drawings[i].includes('not described'));
    };
    await expect.poll(undescribed, { timeout: 30_000, interval: 1_000 }).toEqual([]);
    expect(await page.getByTestId('zoom-width').textContent()).toBe('100%');
    await page.getByRole('button', { name: 'Zoom in' }).click();
    expect(await page.getByTestId('zoom-width').textContent()).toBe('125%');
    await picture(page, 'system-database-schema');
    await page.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(/\/system\/database-schema$/);
  });
});
