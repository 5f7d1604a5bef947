import { create } from 'zustand';
import { can as canDo, type ModuleKey, type Right, type SessionUser } from '@firecrest/contracts';
import { api } from './api-client';

type Status = 'unknown' | 'loading' | 'signedIn' | 'signedOut' | 'serverDown';

interface SessionState {
  user: SessionUser | null;
  status: Status;
  load(): Promise<void>;
  logout(): Promise<void>;
  changePassword(currentPassword: string, newPassword: string): Promise<SessionUser>;
  can(module: ModuleKey, right?: Right): boolean;
}

/** Who is signed in, created once in portal-kit so the shell and every remote read the same store. */
export const useSession = create<SessionState>((set, get) => ({
  user: null,
  status: 'unknown',
  async load() {
    set({ status: 'loading' });
    try {
      const { data } = await api.get<{ user: SessionUser }>('/api/auth/me');
      set({ user: data.user, status: 'signedIn' });
    } catch (error) {
      const status = (error as { response?: { status: number } }).response?.status;
      set({ user: null, status: status === 401 || status === 403 ? 'signedOut' : 'serverDown' });
    }
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
