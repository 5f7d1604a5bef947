import type { GatewayConfig } from '../config';
import { instanceUrls } from './instance-pool';

/** The services behind the gateway: which portal path prefix each owns, and the instances it runs as. */
export function upstreams(config: GatewayConfig) {
  return [
    { name: 'svc-webhooks', prefix: '/api/webhooks', rewritePrefix: '/webhooks', urls: instanceUrls(config.WEBHOOKS_URL) },
    { name: 'svc-lms', prefix: '/api/lms', rewritePrefix: '/lms', urls: instanceUrls(config.LMS_URL) },
    { name: 'svc-scheduler', prefix: '/api/scheduledtasks', rewritePrefix: '/scheduledtasks', urls: instanceUrls(config.SCHEDULER_URL) },
    { name: 'svc-personnel', prefix: '/api/personnel', rewritePrefix: '/personnel', urls: instanceUrls(config.PERSONNEL_URL) },
    { name: 'svc-training', prefix: '/api/training', rewritePrefix: '/training', urls: instanceUrls(config.TRAINING_URL) },
    // The gateway's own GET /api/system/status is a static route, so it wins over this prefix's wildcard.
    { name: 'svc-system', prefix: '/api/system', rewritePrefix: '/system', urls: instanceUrls(config.SYSTEM_URL) },
    // The integrators' /api/v1 is forwarded by routes/public-api (API keys); the portal's reports by this prefix.
    { name: 'svc-public-api', prefix: '/api/reporting', rewritePrefix: '/reporting', urls: instanceUrls(config.PUBLIC_API_URL) },
  ] as const;
}

export type UpstreamName = ReturnType<typeof upstreams>[number]['name'];
