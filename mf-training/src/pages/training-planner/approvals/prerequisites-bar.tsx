import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Select, Space, Tag, Typography } from 'antd';
import type { EventApprovalSettingsBody } from '@firecrest/contracts';
import { api, read, useSession, useT } from '@firecrest/portal-kit';
import { useReferenceList } from '../../../lib/reference-lists';
import { useTrainingSave } from '../../../lib/save';
import type { TrainingEvent } from '../../../lib/training-types';

export type ApprovalSettings = EventApprovalSettingsBody & { trainingEventId: number };

/**
 * The event's prerequisite competencies and booking settings, and a save that keeps the part it does not change:
 * `change.mutate({ part, success })`.
 */
export function useApprovalSettings(eventId: number) {
  const url = `/api/training/training-events/${eventId}/approval-settings`;
  const fetched = useQuery(read<ApprovalSettings>(url));
  const change = useTrainingSave({
    save: ({ part }: { part: Partial<EventApprovalSettingsBody>; success: string }) => {
      const current = fetched.data ?? { prerequisiteCompetencyIds: [], autoBookOnConfirm: false };
      return api.put<ApprovalSettings>(url, { prerequisiteCompetencyIds: current.prerequisiteCompetencyIds, autoBookOnConfirm: current.autoBookOnConfirm, ...part });
    },
    invalidates: [url],
    saved: (_, { success }) => success,
  });
  return { settings: fetched.data, loading: fetched.isFetching, change };
}

/**
 * The competencies a delegate must hold to be nominated, invited or confirmed on this event (§5.2: checked, with an
 * override right). Shown above the requests and nominees; changed there by whoever may edit the event.
 */
export function PrerequisitesBar({ event, locked }: { event: TrainingEvent; locked: boolean }) {
  const { t } = useT('planner');
  const canEdit = useSession((s) => s.can('COURSES', 'edit'));
  const { settings, change } = useApprovalSettings(event.id);
  const competencies = useReferenceList('competency');
  const [editing, setEditing] = useState<number[] | null>(null);
  const ids = settings?.prerequisiteCompetencyIds ?? [];
  const label = (id: number) => {
    const c = competencies.byId.get(id);
    return c ? `${c.code ? `${c.code} ` : ''}${c.name}` : t('prerequisites.competency', { id });
  };

  return (
    <Space style={{ marginBottom: 12, display: 'flex' }} wrap data-testid="prerequisites">
      <Typography.Text strong>{t('prerequisites.label')}</Typography.Text>
      {editing === null ? (
        <>
          {ids.length ? ids.map((id) => <Tag key={id} translate="no">{label(id)}</Tag>) : <Typography.Text type="secondary">{t('prerequisites.none')}</Typography.Text>}
          {canEdit && !locked && (
            <Button size="small" onClick={() => setEditing(ids)}>
              {t('prerequisites.change')}
            </Button>
          )}
        </>
      ) : (
        <>
          <Select
            mode="multiple"
            aria-label={t('prerequisites.select')}
            style={{ minWidth: 320 }}
            value={editing}
            onChange={setEditing}
            optionFilterProp="label"
            options={competencies.items.map((c) => ({ value: c.id, label: label(c.id) }))}
            autoFocus
          />
          <Button size="small" type="primary" loading={change.isPending} onClick={() => change.mutate({ part: { prerequisiteCompetencyIds: editing }, success: t('prerequisites.saved') }, { onSuccess: () => setEditing(null) })}>
            {t('common:save')}
          </Button>
          <Button size="small" onClick={() => setEditing(null)}>
            {t('common:cancel')}
          </Button>
        </>
      )}
    </Space>
  );
}
