import { Button, Popconfirm, Space, Tag } from 'antd';
import { courseTemplateMoves, type CourseTemplateStatus } from '@firecrest/contracts';
import { api, useSession, useT } from '@firecrest/portal-kit';
import { useTrainingSave } from '../../lib/save';
import { actorsOn, MOVE_KEYS, STATUS_COLOURS, STATUS_KEYS, TEMPLATES_API, type CourseTemplate } from './template-types';

/** The template's §4.2 status and the moves the signed-in user may take from it (archiving asks first: it is final). */
export function TemplateStatusBar({ template }: { template: CourseTemplate }) {
  const { t } = useT('training');
  const user = useSession((s) => s.user);
  const moves = courseTemplateMoves(template.status, actorsOn(template, user));
  const move = useTrainingSave({
    save: (to: CourseTemplateStatus) => api.post(`${TEMPLATES_API}/${template.id}/transitions`, { to }),
    invalidates: [TEMPLATES_API],
    saved: (_, to) => t('templates.moved', { status: t(STATUS_KEYS[to]) }),
  });
  return (
    <Space wrap>
      <Tag color={STATUS_COLOURS[template.status]} aria-label={t('templates.statusLabel')}>{t(STATUS_KEYS[template.status])}</Tag>
      {moves.map((m) =>
        m.to === 'archived' ? (
          <Popconfirm key={m.to} title={t('templates.archiveConfirm')} description={t('templates.archiveHelp')} okText={t('templates.move.archive')} okButtonProps={{ danger: true }} onConfirm={() => move.mutate(m.to)}>
            <Button danger loading={move.isPending && move.variables === m.to}>{MOVE_KEYS[m.action] ? t(MOVE_KEYS[m.action]!) : m.action}</Button>
          </Popconfirm>
        ) : (
          <Button key={m.to} loading={move.isPending && move.variables === m.to} onClick={() => move.mutate(m.to)}>{MOVE_KEYS[m.action] ? t(MOVE_KEYS[m.action]!) : m.action}</Button>
        ),
      )}
    </Space>
  );
}
