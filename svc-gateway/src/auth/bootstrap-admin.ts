import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { allPermissions, roleUpdated, userCreated } from '@firecrest/contracts';
import { isDuplicateKey } from '@firecrest/service-kit';
import type { GatewayConfig } from '../config';
import { hashPassword } from './passwords';
import { userEvent } from '../routes/users';
import { roleEvent } from '../routes/roles';

export const ADMIN_ROLE = 'Administrator';

/**
 * First start: the built-in Administrator role (every right, all locations) and, when there is no user yet,
 * an administrator whose password is taken from ADMIN_PASSWORD or generated and printed once. Either way it
 * must be changed at first sign-in. Two instances starting together on an empty store both try: the role's upsert
 * and the user's insert meet the unique name of the other's, and the loser reads what the winner wrote.
 */
export async function bootstrapAdmin(fastify: FastifyInstance, config: GatewayConfig) {
  const { Role, User } = fastify.models;
  const upsertRole = () =>
    Role.findOneAndUpdate(
      { name: ADMIN_ROLE },
      { $set: { permissions: allPermissions(), accessAllLocations: true, builtIn: true } },
      { upsert: true, returnDocument: 'after' },
    );
  const role = await upsertRole().catch((err: unknown) => {
    if (!isDuplicateKey(err)) throw err;
    return upsertRole();
  });
  // Published at every start: consumers apply it idempotently, so a new read model always learns the role.
  await fastify.events.publish(roleUpdated, roleEvent(role), { key: role.id });
  if ((await User.estimatedDocumentCount()) > 0) return;
  const password = config.ADMIN_PASSWORD ?? `${randomBytes(9).toString('base64url')}7a`;
  const user = await User.create({
    username: config.ADMIN_USERNAME,
    usernameLower: config.ADMIN_USERNAME.toLowerCase(),
    name: 'Administrator',
    passwordHash: await hashPassword(password),
    passwordChangedAt: new Date(),
    mustChangePassword: true,
    roleIds: [role._id.toString()],
  }).catch((err: unknown) => {
    if (!isDuplicateKey(err)) throw err;
  });
  // Another instance created it (and printed its password).
  if (!user) return;
  await fastify.events.publish(userCreated, userEvent(user, [ADMIN_ROLE]), { key: user.id });
  if (!config.ADMIN_PASSWORD) {
    // Printed once, on purpose outside the structured log, so it is not shipped to log storage.
    process.stdout.write(`\n  Firecrest administrator created: ${config.ADMIN_USERNAME} / ${password} (change it at first sign-in)\n\n`);
  }
}
