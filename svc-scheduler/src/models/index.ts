import type { Connection } from 'mongoose';
import { outgoingMessageSchema, type OutgoingMessage } from './outgoing-message';
import { taskStateSchema, type TaskState } from './task-state';

export function compileSchedulerModels(db: Connection) {
  return {
    /** The last run of each task, as the screen shows it. */
    TaskState: db.model<TaskState>('TaskState', taskStateSchema, 'task_states'),
    /** E-mails, SMS and push notifications waiting to be sent, or sent (the collection keeps its first name, `outbox`). */
    OutgoingMessage: db.model<OutgoingMessage>('OutgoingMessage', outgoingMessageSchema, 'outbox'),
  };
}
export type SchedulerModels = ReturnType<typeof compileSchedulerModels>;
