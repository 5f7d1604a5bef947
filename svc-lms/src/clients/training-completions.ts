import { IDENTITY_HEADER, serviceIdentity, signIdentity, type Identity } from '@firecrest/service-kit';
import type { LmsCompletionsAnswer, LmsCompletionsBody } from '@firecrest/contracts';

/** svc-lms towards svc-training: allowed to apply completions to competencies (an LMS evaluation, §6), nothing more. */
const SERVICE = serviceIdentity('svc-lms', 'LMS imports', { COMPETENCIES: ['view', 'edit'], EVALUATE_LMS: ['approve'] });
// The audience argument is taken by the kit's newer signIdentity (hardening work) and ignored by the older one.
const sign = signIdentity as (identity: Identity, secret: string, audience?: string) => Promise<string>;

export class TrainingUnavailable extends Error {
  override name = 'TrainingUnavailable';
}

/** POST /training/lms-completions, signed as the service; a failure leaves the records to be applied later. */
export function completionsClient(trainingUrl: string, secret: string) {
  return async function apply(completions: LmsCompletionsBody['completions'], requestId?: string, importId?: string): Promise<LmsCompletionsAnswer['results']> {
    // A token per call: tokens are short-lived and may be single-use.
    const token = await sign(SERVICE, secret, 'svc-training');
    const res = await fetch(`${trainingUrl}/training/lms-completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [IDENTITY_HEADER]: token, ...(requestId ? { 'x-request-id': requestId } : {}) },
      body: JSON.stringify({ completions, ...(importId ? { importId } : {}) }),
      signal: AbortSignal.timeout(120_000),
    }).catch((err: Error) => {
      throw new TrainingUnavailable(`The training service could not be reached (${err.message}).`);
    });
    if (!res.ok) throw new TrainingUnavailable(`The training service answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    return ((await res.json()) as LmsCompletionsAnswer).results;
  };
}
export type CompletionsClient = ReturnType<typeof completionsClient>;
