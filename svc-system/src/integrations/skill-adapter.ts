import { request } from 'undici';
import { SKILL_NOT_FOUND_MESSAGE, type SkillMappingDetail } from '@firecrest/contracts';
import { ProblemError } from '@firecrest/service-kit';

/** The connection as the adapter uses it: secrets opened, only here and only for the call. */
export interface SkillEndpoint {
  endpointUrl: string;
  authType: number;
  userName: string | null;
  password: string | null;
  apiKey: string | null;
}

const TIMEOUT_MS = 10_000;

export function authHeaders(endpoint: SkillEndpoint): Record<string, string> {
  if (endpoint.authType === 1) return { authorization: `Basic ${Buffer.from(`${endpoint.userName ?? ''}:${endpoint.password ?? ''}`).toString('base64')}` };
  if (endpoint.authType === 2) return { 'x-api-key': endpoint.apiKey ?? '' };
  return {};
}

/**
 * Pushes one employee's current state of one skill to the external system (docs/integrations-contract.md):
 * `PUT {endpointUrl}/skills/{skillCode}/employees/{gartanIdentifier}`.
 */
export async function pushSkill(endpoint: SkillEndpoint, detail: SkillMappingDetail & { valid: boolean }): Promise<void> {
  const base = endpoint.endpointUrl.replace(/\/+$/, '');
  const url = `${base}/skills/${encodeURIComponent(detail.skillCode)}/employees/${encodeURIComponent(detail.employee.gartanIdentifier)}`;
  const body = {
    skillCode: detail.skillCode,
    employee: { gartanIdentifier: detail.employee.gartanIdentifier, firstName: detail.employee.firstName, lastName: detail.employee.lastName },
    valid: detail.valid,
    startDate: detail.startDate,
    endDate: detail.endDate,
    subjectAreas: detail.subjectAreas,
    sentAt: new Date().toISOString(),
  };
  let res;
  try {
    res = await request(url, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...authHeaders(endpoint) },
      body: JSON.stringify(body),
      headersTimeout: TIMEOUT_MS,
      bodyTimeout: TIMEOUT_MS,
    });
  } catch (err) {
    throw new ProblemError('badGateway', `The connected system could not be reached (${(err as Error).message}).`);
  }
  const text = await res.body.text();
  if (res.statusCode >= 200 && res.statusCode < 300) return;
  let error: string | undefined;
  try {
    error = (JSON.parse(text) as { error?: string }).error;
  } catch {
    /* not JSON */
  }
  if (res.statusCode === 404 && error === 'skillNotFound') throw new ProblemError('notFound', SKILL_NOT_FOUND_MESSAGE);
  if (res.statusCode === 404 && error === 'employeeNotFound') throw new ProblemError('notFound', 'Employee not found on the connected system.');
  if (res.statusCode === 401 || res.statusCode === 403) throw new ProblemError('badGateway', 'The connected system refused the credentials in the integration settings.');
  throw new ProblemError('badGateway', `The connected system answered ${res.statusCode}.`);
}
