import {
  can,
  LMS_EMAIL_SOURCE_TYPE,
  LMS_FILE_IMPORT_CONFIG_ID,
  LMS_PASSWORD_MASK,
  LMS_SOURCE_TYPES,
  lmsImportSettingsBodySchema,
  lmsImportSettingsSchema,
  parseResultsEmail,
  RESULTS_EMAIL_ERROR,
} from '@firecrest/contracts';
import { fieldProblem, ProblemError, type TypedRoutes } from '@firecrest/service-kit';
import type { ImportSettingsDoc } from '../../models/import-settings';

const tags = ['LMS import settings'];

const settingsOut = (s: ImportSettingsDoc | null) => ({
  id: s?._id ?? null,
  serverName: s?.serverName ?? '',
  port: s?.port ?? null,
  useSSL: s?.useSSL ?? true,
  userName: s?.userName ?? '',
  // Never the password, not even sealed: whether one is stored.
  password: s?.sealedPassword ? LMS_PASSWORD_MASK : '',
  type: s?.type ?? null,
  importType: s?.importType ?? LMS_FILE_IMPORT_CONFIG_ID,
  fileFolder: s?.fileFolder ?? '',
  domain: s?.domain ?? '',
  resultsEmail: s?.resultsEmail ?? '',
  lastRunDate: s?.lastRunDate?.toISOString() ?? null,
  lastRunResult: s?.lastRunResult ?? '',
});

/** §7 `GET /admin/config/fileimport/2` and `POST /admin/config/fileimport` (under `/lms`): the scheduled source. */
export const settingsRoutes: TypedRoutes<Record<never, never>, [typeof lmsImportSettingsBodySchema, typeof lmsImportSettingsSchema]> = async (fastify) => {
  const { ImportSettings } = fastify.lms;
  fastify.addSchema(lmsImportSettingsBodySchema);
  fastify.addSchema(lmsImportSettingsSchema);

  fastify.get(
    `/admin/config/fileimport/${LMS_FILE_IMPORT_CONFIG_ID}`,
    { config: { access: { permission: ['LMS_IMPORTS', 'view'] } }, schema: { tags, summary: 'The LMS import source settings (the password masked)', response: { 200: { $ref: 'LmsImportSettings#' } } } },
    async () => settingsOut(await ImportSettings.findById(LMS_FILE_IMPORT_CONFIG_ID).lean()),
  );

  fastify.get('/admin/config/fileimport/types', { config: { access: { permission: ['LMS_IMPORTS', 'view'] } }, schema: { tags, summary: 'The source types' } }, async () => LMS_SOURCE_TYPES);

  fastify.post(
    '/admin/config/fileimport',
    {
      // Create for the first save, edit afterwards (§6): checked below, as the route cannot know which.
      config: { access: {} },
      schema: { tags, summary: 'Save the LMS import source settings (create or edit on LMS_IMPORTS)', body: { $ref: 'LmsImportSettingsBody#' }, response: { 200: { $ref: 'LmsImportSettings#' } } },
    },
    async (request) => {
      const body = request.body;
      const existing = await ImportSettings.findById(LMS_FILE_IMPORT_CONFIG_ID).lean();
      const right = existing ? 'edit' : 'create';
      if (!can(request.identity?.permissions, 'LMS_IMPORTS', right)) throw new ProblemError('permissionDenied', `Permission denied: ${right} on LMS_IMPORTS is required.`);
      if ((body.importType ?? LMS_FILE_IMPORT_CONFIG_ID) !== LMS_FILE_IMPORT_CONFIG_ID) throw fieldProblem('importType', `Only the file import configuration (${LMS_FILE_IMPORT_CONFIG_ID}) is kept here.`);
      const isEmail = body.type === LMS_EMAIL_SOURCE_TYPE;
      const resultsEmail = isEmail ? (body.resultsEmail ?? '') : '';
      if (parseResultsEmail(resultsEmail) === null) throw fieldProblem('resultsEmail', RESULTS_EMAIL_ERROR);
      const password = body.password;
      const sealedPassword = password === undefined || password === LMS_PASSWORD_MASK ? (existing?.sealedPassword ?? '') : password ? fastify.lmsSource.box.seal(password) : '';
      const fields = {
        serverName: body.serverName.trim(),
        port: isEmail ? (body.port ?? null) : null,
        useSSL: isEmail ? (body.useSSL ?? true) : false,
        userName: (body.userName ?? '').trim(),
        sealedPassword,
        type: body.type,
        importType: LMS_FILE_IMPORT_CONFIG_ID,
        fileFolder: (body.fileFolder ?? '').trim(),
        domain: isEmail ? '' : (body.domain ?? '').trim(),
        resultsEmail: resultsEmail.replace(/\s+/g, ''),
        lastModifiedDate: new Date(),
        lastModifiedBy: request.identity?.username ?? '',
      };
      const saved = await ImportSettings.findByIdAndUpdate(LMS_FILE_IMPORT_CONFIG_ID, { $set: fields }, { upsert: true, returnDocument: 'after' }).lean();
      return settingsOut(saved);
    },
  );
};
