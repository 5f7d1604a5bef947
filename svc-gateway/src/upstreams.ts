import type { GatewayConfig } from './config';

/** The services behind the gateway: which portal path prefix each owns, and where it listens. */
export function upstreams(config: GatewayConfig) {
  return [
    { name: 'svc-webhooks', prefix: '/api/webhooks', rewritePrefix: '/webhooks', url: config.WEBHOOKS_URL },
    { name: 'svc-lms', prefix: '/api/lms', rewritePrefix: '/lms', url: config.LMS_URL },
    { name: 'svc-scheduler', prefix: '/api/scheduledtasks', rewritePrefix: '/scheduledtasks', url: config.SCHEDULER_URL },
    { name: 'svc-personnel', prefix: '/api/personnel', rewritePrefix: '/personnel', url: config.PERSONNEL_URL },
    { name: 'svc-training', prefix: '/api/training', rewritePrefix: '/training', url: config.TRAINING_URL },
    // The gateway's own GET /api/system/status is a static route, so it wins over this prefix's wildcard.
    { name: 'svc-system', prefix: '/api/system', rewritePrefix: '/system', url: config.SYSTEM_URL },
    { name: 'svc-public-api', prefix: null, rewritePrefix: null, url: config.PUBLIC_API_URL },
  ] as const;
}
