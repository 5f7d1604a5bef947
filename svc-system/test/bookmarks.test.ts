import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKMARK_ICON_MAX_BYTES } from '@firecrest/contracts';
import type { TestService } from '@firecrest/service-kit/testing';
import type { SystemConfig } from '../src/config';
import { buildSystem } from './helper';

/** A 1x1 transparent GIF. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const PNG_HEADER = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('application bookmarks and release notes', () => {
  let sys: TestService<SystemConfig>;
  type User = Parameters<TestService<SystemConfig>['as']>[0] | null;
  /** Identity tokens are single-use: each call signs its own (null: no identity at all). */
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, user: User = {}) =>
    sys.server.inject({ method, url: `/system${url}`, payload, headers: user === null ? {} : await sys.as(user) });

  beforeAll(async () => {
    sys = await buildSystem();
  });
  afterAll(() => sys?.close());

  it('creates, lists by name, changes and deletes a bookmark; the url is trimmed and the icon served', async () => {
    const created = await call('POST', '/bookmarks', { name: 'Rota', label: 'Duty rota', url: '  https://rota.example/duty  ', description: 'Who is on', attachment: { data: GIF.toString('base64'), type: 'image/gif', name: 'rota.gif' } });
    expect(created.statusCode, created.body).toBe(201);
    const rota = created.json();
    expect(rota).toMatchObject({ name: 'Rota', label: 'Duty rota', url: 'https://rota.example/duty', description: 'Who is on', iconName: 'rota.gif' });
    expect(rota.icon).toMatch(new RegExp(`^/api/system/bookmarks/${rota.id}/icon\\?v=\\d+$`));
    await call('POST', '/bookmarks', { name: 'Intranet', label: 'Intranet', url: 'http://intranet.example' });

    const icon = await call('GET', rota.icon.replace('/api/system', ''));
    expect(icon.headers['content-type']).toBe('image/gif');
    expect(icon.headers['x-content-type-options']).toBe('nosniff');
    expect(icon.rawPayload.equals(GIF)).toBe(true);

    const list = (await call('GET', '/bookmarks')).json().data;
    expect(list.map((b: { name: string }) => b.name)).toEqual(['Intranet', 'Rota']);
    expect(list[0].icon).toBeNull();

    // Absent attachment keeps the icon; null removes it.
    const changed = await call('PUT', `/bookmarks/${rota.id}`, { name: 'Rota', label: 'Rota (new)', url: 'https://rota.example' });
    expect(changed.json()).toMatchObject({ label: 'Rota (new)', iconName: 'rota.gif' });
    expect((await call('PUT', `/bookmarks/${rota.id}`, { name: 'Rota', label: 'Rota', url: 'https://rota.example', attachment: null })).json().icon).toBeNull();
    expect((await call('GET', `/bookmarks/${rota.id}/icon`)).statusCode).toBe(404);

    expect((await call('DELETE', `/bookmarks/${rota.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/bookmarks/${rota.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/bookmarks/${rota.id}`)).statusCode).toBe(404);
  });

  it('applies the §5 rules: required fields, lengths, URL pattern, icon type and size', async () => {
    const ok = { name: 'A', label: 'B', url: 'https://a.example' };
    const refused = async (body: object, field: string) => {
      const res = await call('POST', '/bookmarks', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
      return res;
    };
    await refused({ label: 'B', url: 'https://a.example' }, 'name');
    await refused({ ...ok, name: 'x'.repeat(51) }, 'name');
    await refused({ ...ok, label: 'x'.repeat(51) }, 'label');
    await refused({ ...ok, label: '   ' }, 'label');
    await refused({ ...ok, description: 'x'.repeat(1001) }, 'description');
    await refused({ ...ok, url: 'ftp://a.example' }, 'url');
    await refused({ ...ok, url: 'not a url' }, 'url');
    await refused({ ...ok, attachment: { data: GIF.toString('base64'), type: 'image/svg+xml', name: 'x.svg' } }, 'attachment.type');
    await refused({ ...ok, attachment: { data: GIF.toString('base64'), type: 'image/png', name: 'x.png' } }, 'attachment.data');
    const big = Buffer.concat([PNG_HEADER, Buffer.alloc(BOOKMARK_ICON_MAX_BYTES)]);
    const tooBig = await refused({ ...ok, attachment: { data: big.toString('base64'), type: 'image/png', name: 'big.png' } }, 'attachment');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().detail).toBe('The attachment maximum size of 256 KB is exceeded.');
    expect((await call('POST', '/bookmarks', { ...ok, name: 'x'.repeat(50), description: 'y'.repeat(1000) })).statusCode).toBe(201);
  });

  it('lets anyone signed in list bookmarks and read release notes; changes need the APPLICATION_BOOKMARKS rights', async () => {
    const reader = { permissions: {} };
    const viewer = { permissions: { APPLICATION_BOOKMARKS: ['view' as const] } };
    const body = { name: 'N', label: 'L', url: 'https://n.example' };
    expect((await call('GET', '/bookmarks', undefined, reader)).statusCode).toBe(200);
    expect((await call('GET', '/release-notes', undefined, reader)).statusCode).toBe(200);
    expect((await call('GET', '/bookmarks', undefined, null)).statusCode).toBe(401);
    expect((await call('GET', '/release-notes', undefined, null)).statusCode).toBe(401);
    const id = (await call('POST', '/bookmarks', body)).json().id;
    expect((await call('GET', `/bookmarks/${id}`, undefined, reader)).statusCode).toBe(403);
    expect((await call('GET', `/bookmarks/${id}`, undefined, viewer)).statusCode).toBe(200);
    expect((await call('POST', '/bookmarks', body, viewer)).statusCode).toBe(403);
    expect((await call('PUT', `/bookmarks/${id}`, body, viewer)).statusCode).toBe(403);
    expect((await call('DELETE', `/bookmarks/${id}`, undefined, viewer)).statusCode).toBe(403);
  });

  it('serves the release notes of this repository, by month, with new features and bug fixes', async () => {
    const notes = (await call('GET', '/release-notes')).json();
    expect(notes.length).toBeGreaterThan(0);
    const [latest] = notes;
    expect(latest.versionLabel).toMatch(/^\d{4}\.\d{2} \(\w+ \d{4}\)$/);
    expect(latest.releaseDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const items = notes.flatMap((v: { releaseItems: { heading: string; isNewFeature: boolean }[] }) => v.releaseItems);
    expect(items.some((i: { isNewFeature: boolean }) => i.isNewFeature)).toBe(true);
    expect(items.some((i: { isNewFeature: boolean }) => !i.isNewFeature)).toBe(true);
    expect(items.map((i: { heading: string }) => i.heading)).toContain('svc-system');
  });
});
