import { Schema, type Connection, type Model } from 'mongoose';

/** A completed training event once its delegates' default evaluations were made: made once, however often the task runs. */
export interface EventEvaluation {
  _id: number;
  evaluatedDate: Date;
  awarded: number;
}
const eventEvaluationSchema = new Schema<EventEvaluation>(
  { _id: { type: Number, required: true }, evaluatedDate: { type: Date, required: true }, awarded: { type: Number, required: true } },
  { versionKey: false },
);
export const evaluationModel = (db: Connection) => (db.models.EventEvaluation ?? db.model<EventEvaluation>('EventEvaluation', eventEvaluationSchema, 'event_evaluations')) as Model<EventEvaluation>;
