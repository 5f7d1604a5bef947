import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Table, Tag } from 'antd';
import type { CourseTemplateStatus } from '@firecrest/contracts';
import { errorOf, read, showDateTime, useCrumbName, useT } from '@firecrest/portal-kit';
import { PageTitle } from '../../lib/page-title';
import { STATUS_COLOURS, STATUS_KEYS, TEMPLATES_API, TEMPLATES_PATH, useTemplatesCrumbs } from './template-types';

interface Entry {
  id: string;
  version: number;
  action: 'created' | 'updated' | 'moved' | 'deleted';
  from: CourseTemplateStatus | null;
  to: CourseTemplateStatus | null;
  comment: string;
  username: string;
  at: string;
}

/** §2.4 `/details/{id}/history`: every save and every approval move of the template, newest first, and by whom. */
export function TemplateHistoryPage() {
  const { t } = useT('training');
  useTemplatesCrumbs();
  const status = (s: CourseTemplateStatus | null) => s && <Tag color={STATUS_COLOURS[s]}>{t(STATUS_KEYS[s])}</Tag>;
  const { id } = useParams();
  const template = useQuery(read<{ name: string }>(`${TEMPLATES_API}/${id}`));
  const history = useQuery(read<{ data: Entry[] }>(`${TEMPLATES_API}/${id}/history`));
  const historyError = errorOf(history);
  useCrumbName(`${TEMPLATES_PATH}/details/${id}`, template.data?.name);
  const name = template.data?.name ?? t('templates.fallbackName', { id });
  return (
    <div>
      <PageTitle back={{ to: `${TEMPLATES_PATH}/details/${id}`, label: template.data?.name ?? t('templates.one') }} title={t('templates.historyOf', { name })} />
      {historyError && <Alert type="error" showIcon title={historyError} style={{ marginBottom: 16 }} action={<Button onClick={() => void history.refetch()}>{t('common:retry')}</Button>} />}
      <Table<Entry>
        rowKey="id"
        loading={history.isFetching}
        dataSource={history.data?.data ?? []}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        locale={{ emptyText: <Empty description={t('common:history.empty')} /> }}
        columns={[
          { title: t('common:history.when'), dataIndex: 'at', render: showDateTime },
          { title: t('templates.version'), dataIndex: 'version' },
          { title: t('common:history.change'), dataIndex: 'action', render: (a: Entry['action'], e) => (a === 'moved' ? <>{status(e.from)} → {status(e.to)}</> : a === 'created' ? t('templates.action.created') : a === 'updated' ? t('templates.action.updated') : t('templates.action.deleted')) },
          { title: t('common:history.comment'), dataIndex: 'comment' },
          { title: t('common:history.by'), dataIndex: 'username' },
        ]}
      />
    </div>
  );
}
