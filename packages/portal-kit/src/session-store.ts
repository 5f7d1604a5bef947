import { create } from 'zustand';
import { can as canDo, type ModuleKey, type Right, type SessionUser } from '@firecrest/contracts';
import { api } from './api-client';

type Status = 'unknown' | 'loading' | 'signedIn' | 'signedOut' | 'serverDown';

interface SessionState {
  user: SessionUser | null;
  status: Status;
  /** Asks who is signed in; `early`: the answer to a GET /api/auth/me already sent (the shell asks before it loads). */
  load(early?: Promise<Response>): Promise<void>;
  logout(): Promise<void>;
  changePassword(currentPassword: string, newPassword: string): Promise<SessionUser>;
  can(module: ModuleKey, right?: Right): boolean;
}

type Known = Pick<SessionState, 'user' | 'status'>;

const unanswered = (httpStatus: number | undefined): Known => ({ user: null, status: httpStatus === 401 || httpStatus === 403 ? 'signedOut' : 'serverDown' });

async function sessionFromApi(): Promise<Known> {
  try {
    const { data } = await api.get<{ user: SessionUser }>('/api/auth/me');
    return { user: data.user, status: 'signedIn' };
  } catch (error) {
    return unanswered((error as { response?: { status: number } }).response?.status);
  }
}

async function sessionFromResponse(answer: Promise<Response>): Promise<Known> {
  try {
    const response = await answer;
    if (!response.ok) return unanswered(response.status);
    return { user: ((await response.json()) as { user: SessionUser }).user, status: 'signedIn' };
  } catch {
    return unanswered(undefined);
  }
}

/** Counts the loads asked, so only the latest one's answer is kept. */
let loads = 0;

/** Who is signed in, created once in portal-kit so the shell and every remote read the same store. */
export const useSession = create<SessionState>((set, get) => ({
  user: null,
  status: 'unknown',
  async load(early) {
    const asked = ++loads;
    set({ status: 'loading' });
    const known = await (early ? sessionFromResponse(early) : sessionFromApi());
    // A later load, a sign-out or a sign-in made meanwhile knows better than this answer.
    if (asked === loads && get().status === 'loading') set(known);
  },
  async logout() {
    try {
      await api.post('/api/auth/logout');
    } finally {
      set({ user: null, status: 'signedOut' });
    }
  },
  async changePassword(currentPassword, newPassword) {
    const { data } = await api.post<{ user: SessionUser }>('/api/auth/change-password', { currentPassword, newPassword });
    set({ user: data.user, status: 'signedIn' });
    return data.user;
  },
  can(module, right = 'view') {
    return canDo(get().user?.permissions, module, right);
  },
}));
