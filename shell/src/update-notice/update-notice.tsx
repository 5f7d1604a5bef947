import { useEffect, useState } from 'react';
import { App, Button } from 'antd';
import { Trans, useT } from '@firecrest/portal-kit';
import { countdown, isNewerBuild } from './build-check';

/** How often the portal asks whether a newer build was deployed. */
export const BUILD_CHECK_MS = 60_000;
/** Spec §9: a required update waits 5 minutes, then the portal reloads itself. */
export const UPDATE_DELAY_MS = 5 * 60_000;
const KEY = 'application-update';

const reload = () => window.location.reload();

/** index.html is served with no-cache; no-store also keeps the browser from answering from its own copy. */
async function newerBuildServed(): Promise<boolean> {
  const answer = await fetch('/index.html', { cache: 'no-store', credentials: 'same-origin' });
  if (!answer.ok) return false;
  const loaded = [...document.scripts].map((s) => s.src).filter(Boolean);
  return isNewerBuild(await answer.text(), loaded);
}

/**
 * Spec §4.2's application-update notice, for signed-in pages: once a newer portal build is served, a notice counts
 * down five minutes and the portal then reloads itself, or at once when the person chooses. The reload is owned here,
 * not by the notice, so closing the notice (or other toasts pushing it out) does not cancel the update.
 */
export function UpdateNotice() {
  const { notification } = App.useApp();
  const { t } = useT('shell');
  const [deadline, setDeadline] = useState<number>();

  useEffect(() => {
    if (deadline !== undefined) return;
    let stopped = false;
    const check = () =>
      void newerBuildServed()
        .then((newer) => {
          if (newer && !stopped) setDeadline(Date.now() + UPDATE_DELAY_MS);
        })
        // Offline or the server restarting: ask again at the next check.
        .catch(() => undefined);
    const timer = setInterval(check, BUILD_CHECK_MS);
    const onVisible = () => document.visibilityState === 'visible' && check();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [deadline]);

  useEffect(() => {
    if (deadline === undefined) return;
    notification.warning({
      key: KEY,
      title: t('update.title'),
      description: <Countdown deadline={deadline} />,
      actions: (
        <Button type="primary" size="small" onClick={reload}>
          {t('update.reloadNow')}
        </Button>
      ),
      duration: false,
    });
    const timer = setTimeout(reload, Math.max(0, deadline - Date.now()));
    return () => clearTimeout(timer);
  }, [deadline, notification, t]);

  return null;
}

function Countdown({ deadline }: { deadline: number }) {
  const { t } = useT('shell');
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <span>
      <Trans t={t} i18nKey="update.countdown" values={{ time: countdown(deadline - now) }} components={[<strong data-testid="update-countdown" />]} />
    </span>
  );
}
