import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CODE_BY_STATUS, ERRORS, type Problem } from '@firecrest/contracts';
import { ProblemError, type FieldError } from './problem-error';
import { isStoreOutage, storeOutageProblem } from './store-outage';

/** One message per field (the first rule it breaks), named by its path in the body, query or params. */
function fieldErrors(error: FastifyError): FieldError[] {
  const all = (error.validation ?? []).map((v) => {
    const missing = (v.params as { missingProperty?: string }).missingProperty;
    // `additionalProperties: false`: the name the caller sent that the schema does not know (a query parameter, say).
    const unknown = (v.params as { additionalProperty?: string }).additionalProperty;
    const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const field = [path, missing ?? unknown].filter(Boolean).join('.') || String(error.validationContext ?? 'request');
    // ajv's enum message does not say which values are allowed; the caller needs them to correct the request.
    const allowed = (v.params as { allowedValues?: unknown[] }).allowedValues;
    const message = missing
      ? 'Required'
      : unknown !== undefined
        ? error.validationContext === 'querystring' && !path ? 'Unknown query parameter' : 'Unknown property'
        : allowed ? `must be one of: ${allowed.join(', ')}` : (v.message ?? 'is invalid');
    return { field, message };
  });
  return all.filter((e, i) => all.findIndex((o) => o.field === e.field) === i);
}

/** What a reply may carry for a body it was about to send (a forwarded answer's, say); a problem body has none of it. */
const BODY_HEADERS = ['content-encoding', 'content-disposition', 'etag', 'last-modified', 'vary', 'cache-control'];

export function sendProblem(request: FastifyRequest, reply: FastifyReply, body: Problem, headers?: Record<string, string>) {
  for (const name of BODY_HEADERS) reply.removeHeader(name);
  if (headers) reply.headers(headers);
  return reply.code(body.status).type('application/problem+json').send(body);
}

function toProblem(error: FastifyError | ProblemError, request: FastifyRequest): Problem {
  const base = { instance: request.url.split('?')[0], requestId: request.id };
  if (error instanceof ProblemError) {
    const e = ERRORS[error.code];
    return { type: `urn:firecrest:problem:${error.code}`, title: e.title, status: e.status, code: error.code, detail: error.message, errors: error.errors, ...base };
  }
  if (error.validation) {
    const errors = fieldErrors(error);
    return {
      type: 'urn:firecrest:problem:validation',
      title: ERRORS.validation.title,
      status: 400,
      code: 'validation',
      detail: errors.map((e) => `${e.field}: ${e.message}`).join('; '),
      errors,
      ...base,
    };
  }
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  const code = CODE_BY_STATUS[status] ?? (status >= 500 ? 'internal' : 'validation');
  // 4xx details from fastify itself are safe and useful (bad JSON, too large); 5xx details never leave the service
  const detail = status < 500 ? error.message : ERRORS[code].message;
  return { type: `urn:firecrest:problem:${code}`, title: ERRORS[code].title, status, code, detail, ...base };
}

/** One error shape everywhere: RFC 9457 problem JSON, stack traces only in the log. */
export const errorHandler = fp(
  async (fastify: FastifyInstance) => {
    fastify.setErrorHandler((thrown: FastifyError | ProblemError, request, reply) => {
      const error = isStoreOutage(thrown) ? storeOutageProblem() : thrown;
      const body = toProblem(error, request);
      if (body.status >= 500) request.log.error({ err: thrown }, 'request failed');
      else request.log.info({ code: body.code, detail: body.detail }, 'request refused');
      return sendProblem(request, reply, body, error instanceof ProblemError ? error.headers : undefined);
    });
    fastify.setNotFoundHandler((request, reply) =>
      sendProblem(request, reply, toProblem(new ProblemError('notFound', `No route for ${request.method} ${request.url.split('?')[0]}`), request)),
    );
  },
  { name: 'firecrest-error-handler' },
);
