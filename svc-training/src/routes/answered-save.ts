import type { FastifyReply, FastifyRequest } from 'fastify';

export interface AnsweredSave {
  action: 'created' | 'updated' | 'deleted';
  /** The record as answered; none for a deletion. */
  saved: Record<string, unknown> | null;
  id: number;
}

/**
 * Which save of an entity's routes (`POST <list>`, `PUT` or `DELETE <list>/:id`) a successful answer is, with the
 * record answered and its id: what a history hook keeps in its `onSend`, before the answer leaves.
 */
export function answeredSave(request: FastifyRequest, reply: FastifyReply, payload: unknown, list: string): AnsweredSave | null {
  if (reply.statusCode >= 300) return null;
  const route = request.routeOptions.url;
  const one = `${list}/:id`;
  const action = request.method === 'POST' && route === list ? 'created' : request.method === 'PUT' && route === one ? 'updated' : request.method === 'DELETE' && route === one ? 'deleted' : null;
  if (!action) return null;
  const saved = action === 'deleted' ? null : (JSON.parse(String(payload)) as Record<string, unknown>);
  return { action, saved, id: saved ? Number(saved.id) : Number((request.params as { id: number }).id) };
}
