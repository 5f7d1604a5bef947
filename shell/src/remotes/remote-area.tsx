import { Component, useCallback, useEffect, useState, type ReactNode } from 'react';
import { Button, Result, Spin } from 'antd';
import { useRoutes } from 'react-router';
import { useT } from '@firecrest/portal-kit';
import { loadAreaRoutes, loadedAreaRoutes, type AreaRoutes, type RemoteName } from './federation';
import { useProgress } from '../layout/progress-bar';

function Unavailable({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useT('shell');
  return (
    <Result
      status="warning"
      title={t('area.unavailable', { area: t(title) })}
      subTitle={t('area.unavailableDetail')}
      extra={<Button type="primary" onClick={onRetry}>{t('common:retry')}</Button>}
    />
  );
}

/** Renders inside the area even when a remote page throws, so one broken screen never blanks the portal. */
class AreaBoundary extends Component<{ title: string; onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return <Unavailable title={this.props.title} onRetry={() => { this.setState({ failed: false }); this.props.onRetry(); }} />;
  }
}

function AreaRoutesView({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
type RouteObject = AreaRoutes[string][number];

/** Loads a remote the first time its area is opened and renders its routes for this prefix; `title` is a catalogue key. */
export function RemoteArea({ remote, area, title }: { remote: RemoteName; area: string; title: string }) {
  const { t } = useT('shell');
  const [routes, setRoutes] = useState<AreaRoutes | null>(() => loadedAreaRoutes(remote));
  const [failed, setFailed] = useState(false);
  const progress = useProgress();

  const load = useCallback(() => {
    setFailed(false);
    progress.start();
    loadAreaRoutes(remote)
      .then(setRoutes)
      .catch(() => setFailed(true))
      .finally(() => progress.done());
  }, [remote, progress]);

  useEffect(() => {
    if (!routes) load();
  }, [routes, load]);

  if (failed) return <Unavailable title={title} onRetry={load} />;
  if (!routes) return <Spin size="large" style={{ display: 'block', margin: '96px auto' }} tip={t('area.loading', { area: t(title) })}><div /></Spin>;
  return (
    <AreaBoundary title={title} onRetry={load}>
      <AreaRoutesView routes={routes[area] ?? []} />
    </AreaBoundary>
  );
}
