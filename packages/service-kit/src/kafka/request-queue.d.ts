/** kafkajs's per-connection request queue (no types of its own: an internal module, patched in idle-request-queue.ts). */
declare module 'kafkajs/src/network/requestQueue/index.js' {
  export default class RequestQueue {
    constructor(options: { maxInFlightRequests: number | null; requestTimeout: number; enforceRequestTimeout: boolean; clientId: string; broker: string; logger: unknown });
    pending: unknown[];
    throttledUntil: number;
    throttleCheckTimeoutId: NodeJS.Timeout | null;
    push(request: { entry: { correlationId: number; apiKey: number; apiName: string; apiVersion: number; resolve(response: unknown): void; reject(error: unknown): void }; expectResponse: boolean; sendRequest(): void }): void;
    fulfillRequest(response: { correlationId: number; payload: Buffer; size: number }): void;
    checkPendingRequests(): void;
    scheduleCheckPendingRequests(): void;
    destroy(): void;
  }
}
