import { Agent, request } from 'undici';
import type { TargetGuard } from '../security/target-guard';

/** The first bytes of an answer kept as its error (admin-area §3 responseError). */
export const RESPONSE_ERROR_BYTES = 2048;

export interface SendResult {
  status: number | null;
  /** The first 2 KB of the answer, or why there was none. */
  body: string | null;
}

/**
 * POSTs through one undici agent whose connections resolve through the target guard: the address checked is the
 * address connected to. Each origin gets at most `perHost` connections, so one slow receiver holds only its own.
 */
export function httpSender(guard: TargetGuard, options: { timeoutMs: number; perHost: number }) {
  const agent = new Agent({
    connections: options.perHost,
    connect: { lookup: guard.lookup, timeout: options.timeoutMs },
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
    keepAliveTimeout: 10_000,
  });

  async function readStart(body: AsyncIterable<Buffer> & { destroy(): unknown }): Promise<string> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of body) {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= RESPONSE_ERROR_BYTES) break;
    }
    body.destroy();
    return Buffer.concat(chunks).subarray(0, RESPONSE_ERROR_BYTES).toString('utf8');
  }

  async function post(url: string, headers: Record<string, string>, body: string, contentType = 'application/json'): Promise<SendResult & { text: string }> {
    await guard.assertUrl(url);
    const res = await request(url, {
      method: 'POST',
      dispatcher: agent,
      headers: { 'content-type': contentType, 'user-agent': 'Firecrest-Webhooks/1', ...headers },
      body,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    const text = await readStart(res.body);
    return { status: res.statusCode, body: res.statusCode === 200 ? null : text, text };
  }

  return {
    post,
    /** One attempt: never throws; a refusal, a timeout or a broken connection is a result without a status. */
    async deliver(url: string, headers: Record<string, string>, body: string): Promise<SendResult> {
      try {
        const { status, body: error } = await post(url, headers, body);
        return { status, body: error };
      } catch (err) {
        const e = err as Error & { code?: string };
        const reason = e.name === 'TimeoutError' || e.name === 'AbortError' ? `No answer within ${options.timeoutMs} ms.` : `${e.message}${e.code ? ` (${e.code})` : ''}`;
        return { status: null, body: reason.slice(0, RESPONSE_ERROR_BYTES) };
      }
    },
    close: () => agent.close(),
  };
}
export type HttpSender = ReturnType<typeof httpSender>;
