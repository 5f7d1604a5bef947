import type { FastifyRequest } from 'fastify';
import {
  percentageRangeProblems,
  profileProblems,
  refresherRuleProblems,
  type CompetencyBody,
  type RuleProblem,
  type FrameworkKind,
} from '@firecrest/contracts';
import { assertExisting, ProblemError } from '@firecrest/service-kit';
import type { TrainingModels } from '../../models';
import type { PersonnelReferences } from '../../clients/personnel-references';
import { referenceKeys } from '../reference-ids';

const refuse = (problems: RuleProblem[]) => {
  if (problems.length) throw new ProblemError('validation', problems[0].message, problems);
};
const frameworkKeys = (kind: FrameworkKind, ids: (number | null | undefined)[]) => ids.map((id) => (id ? `${kind}:${id}` : null));

/** The rules JSON Schema cannot express, per kind: date ranges, bounds, and references that must exist. */
export async function checkFrameworkFields(
  kind: FrameworkKind,
  fields: Record<string, unknown>,
  itemId: number | null,
  models: TrainingModels,
  personnel: PersonnelReferences,
  request: FastifyRequest,
) {
  const { ReferenceItem, FrameworkEntry } = models;
  if (kind === 'competency') {
    const body = fields as CompetencyBody;
    refuse(refresherRuleProblems(body.refresherRules ?? []));
    refuse(profileProblems(body.profiles ?? []));
    await assertExisting(ReferenceItem, 'subjectAreaIds', referenceKeys('subjectArea', body.subjectAreaIds ?? []));
    const profiles = body.profiles ?? [];
    await assertExisting(FrameworkEntry, 'refresherRules', frameworkKeys('activityGroup', (body.refresherRules ?? []).map((r) => r.activityGroupId)));
    await assertExisting(FrameworkEntry, 'profiles', frameworkKeys('activityGroup', profiles.flatMap((p) => (p.refresherRules ?? []).map((r) => r.activityGroupId))));
    // The profile's employee role, staff group and location belong to svc-personnel: checked there.
    await personnel.locations(request, 'profiles', profiles.map((p) => p.locationId));
    await personnel.organisation(request, 'profiles', 'employeeRole', profiles.map((p) => p.employeeRoleId));
    await personnel.organisation(request, 'profiles', 'staffGroup', profiles.map((p) => p.staffGroupId));
  }
  if (kind === 'competencyProgram') await assertExisting(ReferenceItem, 'subjectAreaIds', referenceKeys('subjectArea', (fields.subjectAreaIds as number[]) ?? []));
  if (kind === 'subjectArea' || kind === 'activityType') await assertExisting(FrameworkEntry, 'activityGroupId', frameworkKeys('activityGroup', [fields.activityGroupId as number | null]));
  if (kind === 'activityArea') {
    const typeIds = (fields.activityTypeIds as number[]) ?? [];
    if (new Set(typeIds).size !== typeIds.length) refuse([{ field: 'activityTypeIds', message: 'Activity type already added' }]);
    await assertExisting(FrameworkEntry, 'activityTypeIds', frameworkKeys('activityType', typeIds));
  }
  if (kind === 'percentageRange') {
    const others = await FrameworkEntry.find({ kind, ...(itemId ? { itemId: { $ne: itemId } } : {}) }).lean();
    refuse(percentageRangeProblems(fields as { rangeFrom: number; rangeTo: number }, others.map((o) => o.fields as { rangeFrom: number; rangeTo: number })));
  }
  if (kind === 'competency' && new Set((fields.subjectAreaIds as number[]) ?? []).size !== ((fields.subjectAreaIds as number[]) ?? []).length) {
    refuse([{ field: 'subjectAreaIds', message: 'Subject area already added' }]);
  }
}
