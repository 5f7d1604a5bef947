import { RecordAttachments, useSession, useT } from '@firecrest/portal-kit';

/** Files on an employee's record: limited in count, size and type (checked here and by the server). */
export function AttachmentsTab({ employeeId }: { employeeId: number }) {
  const { t } = useT('personnel');
  const can = useSession((s) => s.can);
  return (
    <RecordAttachments
      url={`/api/personnel/employees/${employeeId}/attachments`}
      canAdd={can('EMPLOYEES', 'create')}
      canDelete={can('EMPLOYEES', 'delete')}
      limitOf={t('attachments.limitOf')}
    />
  );
}
