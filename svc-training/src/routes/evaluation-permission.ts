import type { FastifyRequest } from 'fastify';
import { evaluationDeniedMessage, mayEvaluate, type EvaluationType } from '@firecrest/contracts';
import { ProblemError } from '@firecrest/service-kit';

/** §6: every evaluation needs its type's evaluation permission on one of the caller's roles (a 403 otherwise). */
export function assertMayEvaluate(request: FastifyRequest, type: EvaluationType): void {
  if (!mayEvaluate(request.identity?.permissions, type)) throw new ProblemError('permissionDenied', evaluationDeniedMessage(type));
}
