/**
 * Views of numbered entities are keyed by the id as text: FerretDB on SQLite answers only string or ObjectId `_id`
 * equality from its primary key (anything else reads the whole collection), so every per-row read and write of the
 * projection goes by `_id`. The numeric `id`, uniquely indexed, serves sorts, cursors and id filters.
 */
export const viewKey = (id: number | string) => String(id);

export const numberedKeys = {
  _id: { type: String, required: true },
  id: { type: Number, required: true, unique: true },
} as const;
