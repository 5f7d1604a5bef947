import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import mongoose, { type Connection } from 'mongoose';

declare module 'fastify' {
  interface FastifyInstance {
    db: Connection;
  }
}

/** The service's own database; models are compiled on this connection, never on the mongoose global. */
export const mongoPlugin = fp<{ url: string; dbName: string }>(
  async (fastify: FastifyInstance, { url, dbName }) => {
    const connection = mongoose.createConnection(url, { dbName, serverSelectionTimeoutMS: 10_000, autoIndex: true });
    await connection.asPromise();
    fastify.decorate('db', connection);
    fastify.addHook('onClose', async () => connection.close());
  },
  { name: 'firecrest-mongo' },
);

export async function pingMongo(connection: Connection): Promise<void> {
  if (!connection.db) throw new Error('not connected');
  await connection.db.admin().ping();
}
