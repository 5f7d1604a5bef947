/** Default local ports and addresses; every one can be overridden by its env variable. */
export const DEFAULT_PORTS = {
  'svc-gateway': 3000,
  'svc-public-api': 3001,
  'svc-webhooks': 3002,
  'svc-lms': 3003,
  'svc-scheduler': 3004,
  'svc-personnel': 3005,
  'svc-training': 3006,
  'svc-system': 3007,
  shell: 8080,
  'mf-system': 8081,
  'mf-training': 8082,
  'mf-personnel': 8083,
} as const;
export const DEFAULT_MONGO_URL = 'mongodb://127.0.0.1:27027';
export const DEFAULT_KAFKA_BROKERS = '127.0.0.1:19092';
