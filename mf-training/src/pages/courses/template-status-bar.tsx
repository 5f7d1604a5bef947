import { Button, Popconfirm, Space, Tag } from 'antd';
import { courseTemplateMoves, type CourseTemplateStatus } from '@firecrest/contracts';
import { api, useSession } from '@firecrest/portal-kit';
import { useSave } from '../../lib/save';
import { actorsOn, STATUS_COLOURS, statusLabel, TEMPLATES_API, type CourseTemplate } from './template-types';

/** The template's §4.2 status and the moves the signed-in user may take from it (archiving asks first: it is final). */
export function TemplateStatusBar({ template, onMoved }: { template: CourseTemplate; onMoved: () => void }) {
  const save = useSave();
  const user = useSession((s) => s.user);
  const moves = courseTemplateMoves(template.status, actorsOn(template, user));
  const move = async (to: CourseTemplateStatus) => {
    if (await save(() => api.post(`${TEMPLATES_API}/${template.id}/transitions`, { to }), `The template is now ${statusLabel(to).toLowerCase()}`)) onMoved();
  };
  return (
    <Space wrap>
      <Tag color={STATUS_COLOURS[template.status]} aria-label="Status">{statusLabel(template.status)}</Tag>
      {moves.map((m) =>
        m.to === 'archived' ? (
          <Popconfirm key={m.to} title="Archive this template?" description="Archiving cannot be undone: the template can no longer be used or changed." okText="Archive" okButtonProps={{ danger: true }} onConfirm={() => move(m.to)}>
            <Button danger>{m.action}</Button>
          </Popconfirm>
        ) : (
          <Button key={m.to} onClick={() => move(m.to)}>{m.action}</Button>
        ),
      )}
    </Space>
  );
}
