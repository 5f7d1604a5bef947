import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_SOURCES, webhookOpenApi } from '@firecrest/contracts';

describe('the payloads as the public OpenAPI describes them (webhooks section)', () => {
  it('has one POST per event type with the signing headers and the {type, timestamp, data} body, and the ping', () => {
    const doc = webhookOpenApi() as Record<string, { post: { parameters: { name: string }[]; requestBody: { content: Record<string, { schema: { required: string[]; properties: { type: { enum?: string[] } } } }> } } }>;
    expect(Object.keys(doc).sort()).toEqual([...WEBHOOK_EVENT_SOURCES.map((s) => s.eventName), 'ping'].sort());
    const employee = doc.employee!.post;
    expect(employee.parameters.map((p) => p.name)).toEqual(['webhook-id', 'webhook-timestamp', 'webhook-signature', 'x-api-key', 'authorization']);
    const schema = employee.requestBody.content['application/json']!.schema;
    expect(schema.required).toEqual(['type', 'timestamp', 'data']);
    expect(schema.properties.type.enum).toEqual(['employee.created', 'employee.updated', 'employee.deleted']);
    expect(doc.user!.post.requestBody.content['application/json']!.schema.properties.type.enum).toEqual(['user.created', 'user.updated']);
    expect(JSON.stringify(doc)).not.toContain('"$id"');
  });
});
