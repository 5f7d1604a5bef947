import type { FastifyInstance } from 'fastify';
import {
  ENDPOINT_URL_MESSAGE,
  ENDPOINT_URL_PATTERN,
  INTEGRATION_MODULES,
  type IntegrationSettings,
  type IntegrationSystem,
  idParams,
} from '@firecrest/contracts';
import { ProblemError, assertPermission, fieldProblem, nextId, type SecretBox } from '@firecrest/service-kit';
import type { StoredIntegrationSettings } from '../../models/integrations';
import type { IntegrationRoutes } from './integration-routes';


export const NEW_SETTINGS: IntegrationSettings = { id: null, authType: 0, userName: null, hasPassword: false, endpointUrl: '', apiKey: null, enabled: false };

const toView = (s: StoredIntegrationSettings): IntegrationSettings => ({
  id: s._id,
  authType: s.authType,
  userName: s.userName,
  hasPassword: !!s.passwordSealed,
  endpointUrl: s.endpointUrl,
  apiKey: s.apiKeyLast4 ? `••••${s.apiKeyLast4}` : null,
  enabled: s.enabled,
});

const blank = (v: string | null | undefined) => !v || v.trim() === '';

/** admin-area §2.14, §4, §5: one system's connection settings; secrets sealed, never given back in full. */
export const settingsRoutes: IntegrationRoutes<{ system: IntegrationSystem; box: SecretBox }> = async (fastify, { system, box }) => {
  const { IntegrationSettings: settings, Counter: counters } = fastify.system;
  const module = INTEGRATION_MODULES[system].settings;
  const tags = [`${system} integration`];

  fastify.get('/settings', { config: { access: { permission: [module, 'view'] } }, schema: { tags, summary: 'The settings (id null: none saved yet)', response: { 200: { $ref: 'IntegrationSettings#' } } } }, async () => {
    const stored = await settings.findOne({ system }).lean();
    return stored ? toView(stored) : NEW_SETTINGS;
  });

  fastify.put(
    '/settings',
    {
      // Create for a first save, edit afterwards (§6): checked in the handler once it is known which.
      config: { access: { permission: [module, 'view'] } },
      schema: { tags, summary: 'Create or update; returns the id', body: { $ref: 'IntegrationSettingsBody#' }, response: { 200: { type: 'object', properties: { id: { type: 'integer' } } } } },
    },
    async (request) => {
      const existing = await settings.findOne({ system }).lean();
      assertPermission(request, module, existing ? 'edit' : 'create');
      const b = request.body;
      if (!new RegExp(ENDPOINT_URL_PATTERN).test(b.endpointUrl.trim())) throw fieldProblem('endpointUrl', ENDPOINT_URL_MESSAGE);
      // Changing the authentication type clears the credentials (§4); the same type keeps a stored secret not re-entered.
      const keep = existing?.authType === b.authType ? existing : null;
      const fields: Omit<StoredIntegrationSettings, '_id' | 'system'> = {
        authType: b.authType,
        userName: b.authType === 1 ? (b.userName?.trim() ?? null) : null,
        passwordSealed: b.authType === 1 ? (blank(b.password) ? (keep?.passwordSealed ?? null) : box.seal(b.password!)) : null,
        endpointUrl: b.endpointUrl.trim(),
        apiKeySealed: b.authType === 2 ? (blank(b.apiKey) ? (keep?.apiKeySealed ?? null) : box.seal(b.apiKey!.trim())) : null,
        apiKeyLast4: b.authType === 2 ? (blank(b.apiKey) ? (keep?.apiKeyLast4 ?? null) : b.apiKey!.trim().slice(-4)) : null,
        enabled: b.enabled ?? false,
        lastModifiedDate: new Date(),
      };
      if (fields.authType === 1 && blank(fields.userName)) throw fieldProblem('userName', 'Required for username and password authentication.');
      if (fields.authType === 1 && !fields.passwordSealed) throw fieldProblem('password', 'Required for username and password authentication.');
      if (fields.authType === 2 && !fields.apiKeySealed) throw fieldProblem('apiKey', 'Required for API key authentication.');
      if (existing) {
        await settings.updateOne({ _id: existing._id }, { $set: fields });
        return { id: existing._id };
      }
      const id = await nextId(counters, 'IntegrationSettings');
      await settings.create({ ...fields, _id: id, system });
      return { id };
    },
  );

  fastify.delete(
    '/settings/:id',
    { config: { access: { permission: [module, 'delete'] } }, schema: { tags, summary: 'Delete: back to the new state', params: idParams } },
    async (request, reply) => {
      const { deletedCount } = await settings.deleteOne({ _id: request.params.id, system });
      if (!deletedCount) throw new ProblemError('notFound', `Integration settings ${request.params.id} do not exist.`);
      return reply.code(204).send();
    },
  );
};

/** The opened connection for the adapter, or a 400 when the integration is not set up or not enabled. */
export async function openEndpoint(fastify: FastifyInstance, system: IntegrationSystem, box: SecretBox) {
  const s = await fastify.system.IntegrationSettings.findOne({ system }).lean();
  if (!s?.enabled) throw new ProblemError('validation', `The ${system} integration is not set up and enabled.`);
  return {
    endpointUrl: s.endpointUrl,
    authType: s.authType,
    userName: s.userName,
    password: s.passwordSealed ? box.open(s.passwordSealed) : null,
    apiKey: s.apiKeySealed ? box.open(s.apiKeySealed) : null,
  };
}
