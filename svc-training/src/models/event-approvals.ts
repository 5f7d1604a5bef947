import type { Connection } from 'mongoose';

/** The models of a training event's approvals (§2.6 sub-pages). */
export function eventApprovalsModels(db: Connection) {
  void db;
  return {};
}
