/**
 * A Kafka event contract: the topic and the JSON Schema of its payload. Producer and consumer import the same
 * contract, so both ends validate against one schema and share one TypeScript type.
 */
export interface EventContract<T> {
  topic: string;
  schema: object;
  /** The topic keeps only the latest event of each key (Kafka log compaction): a state, not a history. */
  compacted?: boolean;
  /** Phantom field carrying the payload type; never set at run time. */
  readonly __payload?: T;
}

export type EventPayload<E> = E extends EventContract<infer T> ? T : never;

export function defineEvent<T>(topic: string, schema: object, options: { compacted?: boolean } = {}): EventContract<T> {
  return { topic, schema, ...options };
}
