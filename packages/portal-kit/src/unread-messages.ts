import { useEffect, useState } from 'react';
import type { UnreadCounts } from '@firecrest/contracts';
import { api } from './api-client';

export const UNREAD_MESSAGES_URL = '/api/system/messages/unread';
/** How often the header asks again; a 304 (nothing changed) moves no body. */
const POLL_MS = 30_000;
/** Said by the mailbox after it changes what is read, so the badge follows at once. */
const CHANGED = 'firecrest:mailbox-changed';

export function mailboxChanged() {
  window.dispatchEvent(new Event(CHANGED));
}

// One poll for the page, however many components show the counts (the badge, the folder list).
let counts: UnreadCounts | null = null;
let etag: string | undefined;
const listeners = new Set<(c: UnreadCounts) => void>();
let timer: ReturnType<typeof setInterval> | null = null;

async function refresh() {
  try {
    const res = await api.get<UnreadCounts>(UNREAD_MESSAGES_URL, { headers: etag ? { 'if-none-match': etag } : {}, validateStatus: (s) => s === 200 || s === 304 });
    if (res.status === 304) return;
    etag = res.headers.etag as string | undefined;
    counts = res.data;
    listeners.forEach((l) => l(res.data));
  } catch {
    // The badge is a hint: a failed poll leaves the last counts and tries again next time.
  }
}

function start() {
  void refresh();
  timer = setInterval(() => void refresh(), POLL_MS);
  window.addEventListener(CHANGED, refresh);
  window.addEventListener('focus', refresh);
}

function stop() {
  if (timer) clearInterval(timer);
  timer = null;
  window.removeEventListener(CHANGED, refresh);
  window.removeEventListener('focus', refresh);
}

/** The signed-in user's unread messages, kept current by polling with an ETag (null until first known). */
export function useUnreadCounts(): UnreadCounts | null {
  const [value, setValue] = useState(counts);
  useEffect(() => {
    listeners.add(setValue);
    if (listeners.size === 1) start();
    return () => {
      listeners.delete(setValue);
      if (listeners.size === 0) stop();
    };
  }, []);
  return value;
}
