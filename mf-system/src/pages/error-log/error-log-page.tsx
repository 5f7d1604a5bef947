import { Tag, Typography } from 'antd';
import type { ErrorLogRow } from '@firecrest/contracts';
import { useT } from '@firecrest/portal-kit';
import { LogView, formatDate } from '../audit-log/log-view';

const LEVEL_COLOURS: Record<string, string> = { fatal: 'magenta', error: 'red', warn: 'orange' };

/** admin-area §2.5: errors the services reported, newest first. */
export function ErrorLogPage() {
  const { t } = useT('system');
  return (
    <LogView<ErrorLogRow>
      title={t('errorLog.title')}
      intro={t('errorLog.intro')}
      url="/api/system/log/errors"
      emptyText={t('errorLog.empty')}
      columns={[
        { title: t('log.dateLogged'), dataIndex: 'dateLogged', render: formatDate, width: 180 },
        { title: t('errorLog.level'), dataIndex: 'level', render: (v: string) => <Tag color={LEVEL_COLOURS[v]}>{v}</Tag>, width: 80 },
        // Long words (URLs, stack frames) wrap inside their column: unbroken, they pushed Exception off a 1440 px screen.
        { title: t('errorLog.message'), dataIndex: 'message', width: '35%', render: (v: string, row) => <span style={{ overflowWrap: 'anywhere' }}><Typography.Text strong>{row.service}</Typography.Text> {v}</span> },
        {
          title: t('errorLog.exception'),
          dataIndex: 'exception',
          render: (v: string) => (
            <Typography.Paragraph ellipsis={{ rows: 2, expandable: true, symbol: t('errorLog.more') }} style={{ margin: 0, fontFamily: 'monospace', fontSize: 12, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {v}
            </Typography.Paragraph>
          ),
        },
      ]}
    />
  );
}
