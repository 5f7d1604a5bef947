import { useRef, useState } from 'react';
import { Alert, Button, Modal, Space, Typography } from 'antd';
import PaperClipOutlined from '@ant-design/icons/PaperClipOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { api, downloadFile, problemMessage, useSave, useT, useToast } from '@firecrest/portal-kit';
import { LMS_RECORDS } from './lms-api';

/** The upload limit the portal checks before sending (svc-lms checks its own LMS_MAX_FILE_MB; the gateway's body limit is 1 MB of base64). */
export const MAX_ATTACHMENT_MB = 0.75;
const ERROR_SHOWN_MS = 20_000;

const base64Of = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** §2.7 Import: attach a CSV (or download the template); the answer's import log opens in a results modal. */
export function ImportModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useT('lms');
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [results, setResults] = useState<string[] | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const fail = (message: string) => {
    // §8: an upload error shows for 20 s and clears the file input.
    setError(message);
    if (input.current) input.current.value = '';
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setError(null), ERROR_SHOWN_MS);
  };

  const importFile = useSave({
    save: async (file: File) => (await api.post<{ importLog: string[] }>(`${LMS_RECORDS}/import`, { data: await base64Of(file), type: file.type || 'text/csv', fileName: file.name }, { timeout: 300_000 })).data,
    invalidates: [LMS_RECORDS],
    saved: t('import.uploaded'),
    onSaved: ({ importLog }) => {
      if (input.current) input.current.value = '';
      setResults(importLog);
    },
    // A refused upload is said beside the button, as the checks before sending are.
    onFailed: (e) => {
      fail(problemMessage(e));
      return true;
    },
  });

  function upload(file: File | undefined) {
    if (!file) return;
    setError(null);
    if (!/\.csv$/i.test(file.name)) return fail(t('import.onlyCsv'));
    if (file.size > MAX_ATTACHMENT_MB * 1024 * 1024) return fail(t('import.tooLarge', { mb: MAX_ATTACHMENT_MB }));
    importFile.mutate(file);
  }

  return (
    <>
      <Modal open={open} title={t('import.title')} onCancel={onClose} footer={<Button onClick={onClose}>{t('import.close')}</Button>} destroyOnHidden>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Paragraph>
            {t('import.intro')}
          </Typography.Paragraph>
          <Space wrap>
            <Button type="primary" icon={<PaperClipOutlined />} loading={importFile.isPending} onClick={() => input.current?.click()}>
              {t('import.attach')}
            </Button>
            <Button icon={<DownloadOutlined />} onClick={() => downloadFile(`${LMS_RECORDS}/template/csv`).catch((e) => toast.error(problemMessage(e)))}>
              {t('import.template')}
            </Button>
          </Space>
          <input ref={input} type="file" accept=".csv,text/csv" aria-label={t('import.file')} style={{ display: 'none' }} onChange={(e) => upload(e.target.files?.[0])} />
          {error && <Alert type="error" showIcon title={error} />}
        </Space>
      </Modal>
      <Modal
        open={results !== null}
        title={t('import.results')}
        width={900}
        onCancel={() => (setResults(null), onClose())}
        footer={<Button type="primary" onClick={() => (setResults(null), onClose())}>{t('import.ok')}</Button>}
      >
        <div role="list" aria-label={t('import.log')} style={{ maxHeight: 480, overflow: 'auto', fontFamily: 'monospace', fontSize: 12 }}>
          {(results ?? []).map((line, i) => (
            <div role="listitem" key={i} style={{ color: /: failed\./.test(line) ? '#cf1322' : undefined, fontWeight: i === 0 ? 600 : undefined }}>
              {line}
            </div>
          ))}
        </div>
      </Modal>
    </>
  );
}
