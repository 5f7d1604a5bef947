import type { Schema } from 'mongoose';
import { keepChangeBlocks } from './change-blocks';

/**
 * What a cursor list (by id, tombstones left out) that integrators ask `modifiedAfterDate` of keeps (issue 19;
 * bench/README.md, "Issue 19's targets in one run"). A recent `modifiedAfterDate` (an integrator's regular sync) is a
 * small range of the date index, its matches sorted by id from the index entries; a long one (a resync) walks the id
 * index from the first change block changed after the date (change-blocks) and stops after the page; both test
 * `deleted` and the date from index entries, so neither reads a row it does not return (the local FerretDB,
 * infra/README.md "sqlite-pushdown-4-covering").
 */
export function changedSince(schema: Schema) {
  schema.index({ _id: 1, deleted: 1, lastModifiedDate: 1 });
  schema.index({ lastModifiedDate: 1, _id: 1, deleted: 1 });
  keepChangeBlocks(schema);
}
