/**
 * An entity's stored shape derived from its event, so a model or a read view does not write the fields again (one
 * source per entity, issue 28): `id` becomes the document's `_id`, and the date-times named become Dates (null
 * where the event allows null). A store adds its own fields beside it (`& { deleted: boolean }`).
 */
export type Stored<E extends { id: number }, DateTimes extends Exclude<keyof E, 'id'> = never> = Omit<E, 'id' | DateTimes> & { _id: number } & {
  [K in DateTimes]: Date | Extract<E[K], null>;
};
