import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { HistoryTable, read, useCrumbName, useT } from '@firecrest/portal-kit';
import { PageTitle } from '../../lib/page-title';

/** `/training-resources/:id/history`: every add, change and deletion of the resource, newest first, and by whom. */
export function ResourceHistoryPage() {
  const { t } = useT('training');
  const { id } = useParams();
  // A deleted resource still has its history: its name is then unknown, not an error.
  const resource = useQuery(read<{ name: string }>(`/api/training/training-resources/${id}`));
  useCrumbName(`/training-resources/${id}`, resource.data?.name);
  return (
    <div>
      <PageTitle back={{ to: `/training-resources/${id}`, label: resource.data?.name ?? t('resources.one') }} title={t('templates.historyOf', { name: resource.data?.name ?? t('resources.fallbackName', { id }) })} />
      <HistoryTable url={`/api/training/training-resources/${id}/history`} />
    </div>
  );
}
