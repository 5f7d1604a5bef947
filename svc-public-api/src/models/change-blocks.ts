import { Schema, type AnyBulkWriteOperation, type Connection, type Model } from 'mongoose';
import { bulkWriteInRuns, upsertRacing } from '@firecrest/service-kit';

/**
 * Ids a change block spans. A cursor view keeps, for each block of ids, the newest `lastModifiedDate` of its rows
 * (tombstones too): a million rows have about a thousand blocks, which a walk passes in about a millisecond.
 */
export const BLOCK_IDS = 1024;

export interface ChangeBlock {
  _id: number;
  lastModifiedDate: Date;
}

const changeBlockSchema = new Schema<ChangeBlock>(
  { _id: { type: Number, required: true }, lastModifiedDate: { type: Date, required: true } },
  { versionKey: false },
);

export const blockOf = (id: number) => Math.floor(id / BLOCK_IDS);

/** The collection that holds a view's blocks. */
export const changeBlocksCollection = (viewCollection: string) => `${viewCollection}_change_blocks`;

/** The writes that raise each block to the newest date of its rows among these; one write a block. */
export function changeBlockWrites(rows: { id: number; lastModifiedDate: Date }[]): AnyBulkWriteOperation<ChangeBlock>[] {
  const newest = new Map<number, Date>();
  for (const { id, lastModifiedDate } of rows) {
    const block = blockOf(id);
    const held = newest.get(block);
    if (!held || held < lastModifiedDate) newest.set(block, lastModifiedDate);
  }
  return [...newest].map(([block, date]) => ({ updateOne: { filter: { _id: block }, update: { $max: { lastModifiedDate: date } }, upsert: true } }));
}

/**
 * The first id a walk in `direction` may return if it lies in `block`, given the first id the cursor allows (none on
 * a first page): the later of the two in the walk's order.
 */
export function walkStartIn(block: number, direction: 1 | -1, start: number | undefined): number {
  const edge = direction === 1 ? block * BLOCK_IDS : block * BLOCK_IDS + BLOCK_IDS - 1;
  if (start === undefined) return edge;
  return direction === 1 ? Math.max(start, edge) : Math.min(start, edge);
}

/** What this module needs of a view's model. */
interface View {
  schema: object;
  modelName: string;
  db: Connection;
  collection: { collectionName: string };
}

const withBlocks = new WeakSet<object>();

/** Declares that a view keeps change blocks (changed-since). */
export const keepChangeBlocks = (schema: Schema) => withBlocks.add(schema);

/** A view's blocks, if it keeps them. */
function changeBlocksOf(view: View): Model<ChangeBlock> | undefined {
  if (!withBlocks.has(view.schema)) return undefined;
  const name = `${view.modelName}ChangeBlocks`;
  return (view.db.models[name] as Model<ChangeBlock> | undefined) ?? view.db.model<ChangeBlock>(name, changeBlockSchema, changeBlocksCollection(view.collection.collectionName));
}

/**
 * Raises the blocks of rows about to be written to their dates. Called before the rows are written, so no reader
 * meets a row its block does not cover; a block raised for a write that then does not happen only makes walks
 * start a little early. Instances racing to make a new block: the loser's $max runs again as an update.
 */
export async function raiseChangeBlocks(view: View, rows: { id: number; lastModifiedDate: Date }[]): Promise<void> {
  const blocks = changeBlocksOf(view);
  if (!blocks || !rows.length) return;
  await upsertRacing(() => bulkWriteInRuns(blocks, changeBlockWrites(rows), { ordered: false }));
}

/**
 * Where a walk by id over the rows changed after `after` starts (issue 19): `start` (the first id the cursor
 * allows; none on a first page), or the first id of the first block in the walk's direction changed after the date
 * if that is later; null when no block after `start` changed, so the page is empty. undefined when the view keeps
 * no blocks. A resync from long ago no longer tests every older id, one by one, before it reaches the changed ones.
 */
export async function changedWalkStart(view: View, after: Date, direction: 1 | -1, start: number | undefined): Promise<number | null | undefined> {
  const blocks = changeBlocksOf(view);
  if (!blocks) return undefined;
  const from = start === undefined ? {} : { _id: { [direction === 1 ? '$gte' : '$lte']: blockOf(start) } };
  const block = await blocks.findOne({ ...from, lastModifiedDate: { $gt: after } }, { _id: 1 }).sort({ _id: direction }).lean();
  return block ? walkStartIn(block._id, direction, start) : null;
}
