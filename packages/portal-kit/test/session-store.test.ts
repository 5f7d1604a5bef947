import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../src/session-store';
import { api } from '../src/api-client';

const user = { id: 'u1', username: 'kclarke', name: 'Kate Clarke', roles: [], accessAllLocations: true, permissions: {}, mustChangePassword: false };
const answer = (status: number, body: unknown = {}) => Promise.resolve(new Response(JSON.stringify(body), { status }));

afterEach(() => {
  vi.restoreAllMocks();
  useSession.setState({ user: null, status: 'unknown' });
});

describe('the session read from an answer asked before the portal loaded', () => {
  it('signs in from a 200, out from a 401 or 403, and shows the server down otherwise', async () => {
    await useSession.getState().load(answer(200, { user }));
    expect(useSession.getState()).toMatchObject({ status: 'signedIn', user });
    await useSession.getState().load(answer(401));
    expect(useSession.getState()).toMatchObject({ status: 'signedOut', user: null });
    await useSession.getState().load(answer(403));
    expect(useSession.getState().status).toBe('signedOut');
    await useSession.getState().load(answer(502));
    expect(useSession.getState().status).toBe('serverDown');
    await useSession.getState().load(Promise.reject(new TypeError('Failed to fetch')));
    expect(useSession.getState().status).toBe('serverDown');
  });

  it('is loading until the answer comes, and asks nothing more', async () => {
    const get = vi.spyOn(api, 'get');
    let send!: (r: Response) => void;
    const loading = useSession.getState().load(new Promise<Response>((resolve) => (send = resolve)));
    expect(useSession.getState().status).toBe('loading');
    send(new Response(JSON.stringify({ user }), { status: 200 }));
    await loading;
    expect(useSession.getState().status).toBe('signedIn');
    expect(get).not.toHaveBeenCalled();
  });

  it('leaves a session settled meanwhile (a later load, a sign-in by link) as it is', async () => {
    let sendEarly!: (r: Response) => void;
    const early = useSession.getState().load(new Promise<Response>((resolve) => (sendEarly = resolve)));
    vi.spyOn(api, 'get').mockResolvedValue({ data: { user } });
    await useSession.getState().load();
    sendEarly(new Response('{}', { status: 401 }));
    await early;
    expect(useSession.getState()).toMatchObject({ status: 'signedIn', user });

    let sendOther!: (r: Response) => void;
    const other = useSession.getState().load(new Promise<Response>((resolve) => (sendOther = resolve)));
    const linked = { ...user, id: 'u2' };
    useSession.setState({ user: linked, status: 'signedIn' });
    sendOther(new Response('{}', { status: 401 }));
    await other;
    expect(useSession.getState()).toMatchObject({ status: 'signedIn', user: linked });
  });
});
