import type { Connection } from 'mongoose';

/** The models of a training event's attendance (§2.6 sub-pages). */
export function eventAttendanceModels(db: Connection) {
  void db;
  return {};
}
