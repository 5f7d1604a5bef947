import net from 'node:net';
import tls from 'node:tls';
import type { ISocketFactory } from 'kafkajs';

/**
 * This process's network link to the brokers. `cut()` drops every open broker connection and refuses new ones as
 * if the brokers were unreachable, until `restore()`; the client goes through its real failure and retry paths.
 * For drills and tests: the shared broker stays up for everyone else.
 */
export interface BrokerLink {
  readonly up: boolean;
  cut(): void;
  restore(): void;
}

export function brokerLink(): BrokerLink & { socketFactory: ISocketFactory } {
  const open = new Set<net.Socket>();
  let up = true;
  const socketFactory: ISocketFactory = ({ host, port, ssl, onConnect }) => {
    if (!up) {
      const refused = new net.Socket();
      process.nextTick(() => refused.destroy(Object.assign(new Error(`connect ECONNREFUSED ${host}:${port} (broker link cut)`), { code: 'ECONNREFUSED' })));
      return refused;
    }
    const socket = ssl ? tls.connect(Object.assign({ host, port, servername: host }, ssl), onConnect) : net.connect({ host, port }, onConnect);
    socket.setKeepAlive(true, 60_000);
    open.add(socket);
    socket.once('close', () => open.delete(socket));
    return socket;
  };
  return {
    socketFactory,
    get up() {
      return up;
    },
    cut() {
      up = false;
      for (const socket of open) socket.destroy(new Error('broker link cut'));
    },
    restore() {
      up = true;
    },
  };
}
