import type { SASLOptions } from 'kafkajs';
import type { BaseConfig } from './config';

/**
 * The Kafka SASL credentials from the environment, or none. Both a user and a password, or neither: half a pair
 * stops start-up rather than connecting without credentials. (MongoDB credentials travel inside MONGO_URL.)
 */
export function kafkaSasl(config: Pick<BaseConfig, 'KAFKA_SASL_MECHANISM' | 'KAFKA_SASL_USERNAME' | 'KAFKA_SASL_PASSWORD'>): SASLOptions | undefined {
  const { KAFKA_SASL_USERNAME: username, KAFKA_SASL_PASSWORD: password, KAFKA_SASL_MECHANISM: mechanism = 'scram-sha-256' } = config;
  if (!username && !password) return undefined;
  if (!username || !password) throw new Error('KAFKA_SASL_USERNAME and KAFKA_SASL_PASSWORD go together: set both or neither.');
  return { mechanism, username, password } as SASLOptions;
}
