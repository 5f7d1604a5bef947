import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, type World } from '../../svc-public-api/test/world';

/** §2.3 `/training-resources/{id}/history`: every add, change and deletion of a resource, newest first, with who made it. */
describe('training resource history', () => {
  let w: World;
  beforeAll(async () => {
    w = await buildWorld();
  });
  afterAll(() => w?.close());

  const history = async (id: number, headers?: Record<string, string>) => {
    const res = await w.training.server.inject({ method: 'GET', url: `/training/training-resources/${id}/history`, headers: headers ?? (await w.training.as({ username: 'reader', permissions: { TRAINING_RESOURCES: ['view'] } })) });
    return res;
  };

  it('keeps a version of each save, and none of a refused one', async () => {
    const editor = await w.training.as({ username: 'resource.editor', permissions: { TRAINING_RESOURCES: ['view', 'create', 'edit', 'delete'] } });
    const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => w.training.server.inject({ method, url, payload, headers: editor });
    const created = await call('POST', '/training/training-resources', { name: 'Drill tower', trainingResourceTypeName: 'Facility' });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect((await call('PUT', `/training/training-resources/${id}`, { name: 'Drill tower (north)', trainingResourceTypeName: 'Facility', notes: 'Rebuilt' })).statusCode).toBe(200);
    expect((await call('PUT', `/training/training-resources/${id}`, { name: '', trainingResourceTypeName: 'Facility' })).statusCode).toBe(400);
    expect((await call('DELETE', `/training/training-resources/${id}`)).statusCode).toBe(204);

    const res = await history(id);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as { action: string; username: string; fields: Record<string, unknown> }[];
    expect(rows.map((r) => r.action)).toEqual(['deleted', 'updated', 'created']);
    expect(rows.every((r) => r.username === 'resource.editor')).toBe(true);
    expect(rows[1]!.fields).toEqual({ name: 'Drill tower (north)', notes: 'Rebuilt', trainingResourceTypeName: 'Facility' });
  });

  it('keeps nothing for inventories, and needs the view right', async () => {
    const resource = await w.create('training', '/training/training-resources', { name: 'Ladders', trainingResourceTypeName: 'Equipment' });
    await w.create('training', '/training/training-resource-inventories', { trainingResourceId: resource.id, name: '13.5 m ladder', quantity: 2 });
    expect((await history(resource.id)).json().data.map((r: { action: string }) => r.action)).toEqual(['created']);
    expect((await history(resource.id, await w.training.as({ permissions: {} }))).statusCode).toBe(403);
  });
});
