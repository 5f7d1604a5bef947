import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { GatewayConfig } from '../config';
import { upstreams, type UpstreamName } from './upstreams';
import { InstancePool } from './instance-pool';
import { answersHealthz, startProbing } from './health-prober';

export type UpstreamPools = ReadonlyMap<UpstreamName, InstancePool>;

declare module 'fastify' {
  interface FastifyInstance {
    upstreamPools: UpstreamPools;
  }
}

/**
 * One instance pool per service behind the gateway, shared by the portal proxy, the REST API forwarder and the
 * status route, with the probes that keep each pool's rotation current while the gateway runs.
 */
export const upstreamPools = fp<{ config: GatewayConfig }>(
  async (fastify: FastifyInstance, { config }) => {
    const pools = new Map(upstreams(config).map((u) => [u.name, new InstancePool(u.name, u.urls)] as const));
    fastify.decorate('upstreamPools', pools);
    let stop: (() => void) | undefined;
    fastify.addHook('onReady', async () => {
      stop = startProbing(pools.values(), {
        probe: (url) => answersHealthz(url),
        onChange: (service, url, inRotation) =>
          inRotation ? fastify.log.info({ service, url }, 'instance back in rotation') : fastify.log.warn({ service, url }, 'instance out of rotation'),
      });
    });
    fastify.addHook('onClose', async () => stop?.());
  },
  { name: 'gateway-upstream-pools' },
);
