import { describe, expect, it } from 'vitest';
import mongoose from 'mongoose';
import { describeModels } from '@firecrest/service-kit';
import { DIAGRAMS } from '../src/schema-diagrams/catalogue';
import { compileModels as compileGatewayModels } from '../../svc-gateway/src/models';
import { compileLmsModels } from '../../svc-lms/src/models';
import { compilePersonnelModels } from '../../svc-personnel/src/models';
import { compileSystemModels } from '../../svc-system/src/models';
import { compileTrainingModels } from '../../svc-training/src/models';

/**
 * The diagrams' catalogue names each entity by its owner and model name only (svc-system imports no other service).
 * This test, outside the image, holds the names against what the owners compile: a model renamed or dropped by its
 * owner fails here until the catalogue follows, instead of a diagram quietly drawing an empty table.
 */
const OWNERS: Record<string, (db: mongoose.Connection) => unknown> = {
  'svc-gateway': (db) => compileGatewayModels(db, () => undefined),
  'svc-lms': compileLmsModels,
  'svc-personnel': compilePersonnelModels,
  'svc-system': compileSystemModels,
  'svc-training': compileTrainingModels,
};

describe('schema diagram catalogue', () => {
  // Never opened: compiling a model needs no database.
  const described = Object.fromEntries(
    Object.entries(OWNERS).map(([service, compile]) => {
      const db = mongoose.createConnection();
      compile(db);
      return [service, new Map(describeModels(db).map((m) => [m.name, m]))];
    }),
  );

  it.each(DIAGRAMS.map((d) => [d.name, d] as const))('%s names only models its owners compile, each with fields', (_name, diagram) => {
    for (const { service, model } of diagram.entities) {
      expect(described[service], `${service} is not an owner this test compiles`).toBeDefined();
      expect(described[service]!.get(model)?.fields.length, `${service} compiles no model ${model}`).toBeGreaterThan(1);
    }
  });
});
