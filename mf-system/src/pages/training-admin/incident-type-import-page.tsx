import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Input, Space, Table, Tag, Typography, Upload } from 'antd';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { api, problemMessage, Trans, useSave, useT, useToast } from '@firecrest/portal-kit';

interface Row {
  line: number;
  code: string;
  name: string;
  result?: 'added' | 'updated' | string;
}

const LIST = '/admin/rt/callouts-incident-type-list';
const INCIDENT_TYPES = '/api/training/reference-items/incidentType';
const RESULT_KEYS: Record<string, string> = { added: 'import.added', updated: 'import.updated' };

/** admin `callouts-incident-type-import`: incident types from a CSV of code and name; existing codes are renamed. */
export function IncidentTypeImportPage() {
  const { t } = useT('system');
  const toast = useToast();
  const [text, setText] = useState('');
  const [rows, setRows] = useState<Row[]>([]);
  const [unreadable, setUnreadable] = useState<string | null>(null);

  // svc-training reads the file with the parser of every import, so a fault is named by its line and column; a
  // pause after typing before asking, and only the latest text's answer is kept.
  useEffect(() => {
    let latest = true;
    if (!text.trim()) {
      setRows([]);
      setUnreadable(null);
      return;
    }
    const timer = setTimeout(() => {
      api
        .post<{ rows: Row[] }>('/api/training/incident-types/csv', { data: text })
        .then(({ data }) => {
          if (!latest) return;
          setRows(data.rows);
          setUnreadable(null);
        })
        .catch((e: unknown) => {
          if (!latest) return;
          setRows([]);
          setUnreadable(problemMessage(e));
        });
    }, 300);
    return () => {
      latest = false;
      clearTimeout(timer);
    };
  }, [text]);

  // Each row is added or renamed on its own; a refused row is named in its result and the others still go.
  const run = useSave({
    save: async (pending: Row[]) => {
      const existing = (await api.get<{ data: { id: number; code: string }[] }>(INCIDENT_TYPES)).data.data;
      const byCode = new Map(existing.map((t) => [t.code, t.id]));
      const done: Row[] = [];
      for (const row of pending) {
        try {
          const id = byCode.get(row.code.toUpperCase());
          if (id) await api.put(`${INCIDENT_TYPES}/${id}`, { code: row.code, name: row.name });
          else await api.post(INCIDENT_TYPES, { code: row.code, name: row.name });
          done.push({ ...row, result: id ? 'updated' : 'added' });
        } catch (e) {
          done.push({ ...row, result: problemMessage(e) });
        }
      }
      return done;
    },
    invalidates: [INCIDENT_TYPES],
    onSaved: (done) => {
      setRows(done);
      const failed = done.filter((r) => r.result !== 'added' && r.result !== 'updated').length;
      if (failed) toast.warning(t('import.someRefused', { imported: done.length - failed, failed }));
      else toast.success(t('import.done', { count: done.length }));
    },
  });

  return (
    <div>
      <Link to={LIST}>{t('lists.incidentType.title')}</Link>
      <Typography.Title level={2}>{t('import.title')}</Typography.Title>
      <Typography.Paragraph type="secondary"><Trans t={t} i18nKey="import.intro" components={[<Typography.Text code key="format" />]} /></Typography.Paragraph>
      <Space align="start" wrap style={{ marginBottom: 16 }}>
        <Upload accept=".csv,text/csv" showUploadList={false} beforeUpload={(file) => { file.text().then(setText); return false; }}>
          <Button icon={<UploadOutlined />}>{t('import.choose')}</Button>
        </Upload>
      </Space>
      <Input.TextArea rows={6} aria-label={t('import.csvText')} value={text} onChange={(e) => setText(e.target.value)} placeholder={t('import.example')} style={{ marginBottom: 16, fontFamily: 'monospace' }} />
      {unreadable && <Alert type="error" showIcon title={unreadable} style={{ marginBottom: 16 }} />}
      {rows.some((r) => !r.code || !r.name) && <Alert type="warning" showIcon title={t('import.incomplete')} style={{ marginBottom: 16 }} />}
      <Table<Row>
        rowKey="line"
        size="small"
        dataSource={rows}
        pagination={false}
        columns={[
          { title: t('import.line'), dataIndex: 'line', width: 70 },
          { title: t('refList.code'), dataIndex: 'code' },
          { title: t('refList.name'), dataIndex: 'name' },
          { title: t('import.result'), dataIndex: 'result', render: (r?: string) => r && <Tag color={r === 'added' || r === 'updated' ? 'green' : 'red'}>{RESULT_KEYS[r] ? t(RESULT_KEYS[r]) : r}</Tag> },
        ]}
      />
      <Button type="primary" style={{ marginTop: 16 }} disabled={!rows.length} loading={run.isPending} onClick={() => run.mutate(rows)}>{t('import.run', { count: rows.length })}</Button>
    </div>
  );
}
