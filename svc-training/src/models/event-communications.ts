import type { Connection } from 'mongoose';

/** The models of a training event's communications (§2.6 sub-pages). */
export function eventCommunicationsModels(db: Connection) {
  void db;
  return {};
}
