import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Button, Form, Popconfirm, Result, Skeleton, Space } from 'antd';
import { profileProblems, refresherRuleProblems, type CompetencyProfile, type RefresherRule } from '@firecrest/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, errorOf, namePath, read, useSession, useT } from '@firecrest/portal-kit';
import { sayFieldMessage, useTrainingMessages } from '../../lib/messages';
import { PageTitle } from '../../lib/page-title';
import { useTrainingSave } from '../../lib/save';
import { FrameworkField, toBody, toValues } from './framework-field';
import { useListCrumbs } from './list-crumbs';
import { frameworkApi, type FrameworkList } from './framework-lists';
import { RefresherRulesField } from './refresher-rules-field';
import { ProfilesField } from './profiles-field';

type Item = Record<string, unknown> & { id: number };

const cleanRule = (r: Partial<RefresherRule>) => ({
  name: String(r.name ?? '').trim(),
  isDefault: Boolean(r.isDefault),
  activityGroupId: r.activityGroupId ?? null,
  validityPeriod: r.validityPeriod ?? 1,
  validityUnit: r.validityUnit ?? 'years',
  refresherCount: r.refresherCount ?? 0,
  startDate: r.startDate ?? '',
  endDate: r.endDate || null,
  comment: r.comment ?? '',
});
const cleanProfile = (p: Partial<CompetencyProfile>) => ({
  employeeRoleId: p.employeeRoleId ?? null,
  staffGroupId: p.staffGroupId ?? null,
  locationId: p.locationId ?? null,
  startDate: p.startDate ?? '',
  endDate: p.endDate || null,
  refresherRules: ((p.refresherRules as Partial<RefresherRule>[] | undefined) ?? []).map(cleanRule),
});

/** `/competency/rt/<list>/list/new` and `/details/:id`: the item's form; competencies also edit rules and profiles. */
export function FrameworkDetailsPage({ list }: { list: FrameworkList }) {
  const { t } = useT('training');
  const M = useTrainingMessages();
  useListCrumbs(list);
  const { id } = useParams();
  const isNew = !id;
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const canEdit = useSession((s) => s.can(list.module, isNew ? 'create' : 'edit'));
  const canDelete = useSession((s) => s.can(list.module, 'delete'));
  const fetched = useQuery(read<Item>(isNew ? null : frameworkApi(list, `/${id}`)));
  const { data: item } = fetched;
  const error = errorOf(fetched);
  const base = `/competency/rt/${list.segment}/list`;
  const save = useTrainingSave({
    save: (body: Record<string, unknown>) => (isNew ? api.post<Item>(frameworkApi(list), body) : api.put<Item>(frameworkApi(list, `/${id}`), body)).then((r) => r.data),
    invalidates: [frameworkApi(list)],
    saved: isNew ? t('framework.added', { item: t(list.noun) }) : t('framework.saved'),
    form,
    onSaved: (saved) => {
      if (isNew) navigate(`${base}/details/${saved.id}`);
    },
  });
  const remove = useTrainingSave({
    save: () => api.delete(frameworkApi(list, `/${id}`)),
    invalidates: [frameworkApi(list)],
    saved: t('framework.deleted', { item: t(list.noun) }),
    onSaved: () => navigate(base),
  });
  const isCompetency = list.segment === 'competency';

  useEffect(() => {
    if (item) form.setFieldsValue({ ...toValues(list.fields, item), refresherRules: item.refresherRules ?? [], profiles: item.profiles ?? [] });
  }, [item, form, list]);

  function submit(values: Record<string, unknown>) {
    const body = toBody(list.fields, values);
    if (isCompetency) {
      body.refresherRules = ((values.refresherRules as Partial<RefresherRule>[]) ?? []).map(cleanRule);
      body.profiles = ((values.profiles as Partial<CompetencyProfile>[]) ?? []).map(cleanProfile);
      // The same date-range rules the server applies, shown before the round trip.
      const problems = [...refresherRuleProblems(body.refresherRules as RefresherRule[]), ...profileProblems(body.profiles as CompetencyProfile[])];
      if (problems.length) return form.setFields(problems.map((p) => ({ name: namePath(p.field) as never, errors: [sayFieldMessage(p.message)] })));
    }
    save.mutate(body);
  }

  if (error) return <Result status="warning" title={error} extra={<Link to={base}>{t(list.title)}</Link>} />;
  return (
    <div>
      <PageTitle
        back={{ to: base, label: t(list.title) }}
        title={isNew ? t('framework.new', { item: t(list.noun).toLowerCase() }) : item ? list.label(item) : ''}
        extra={
          !isNew && (
            <>
              {list.history && <Link to={`/competency/rt/${list.segment}/list/history/${id}`}><Button>{t('framework.history')}</Button></Link>}
              {canDelete && (
                <Popconfirm title={t('framework.deleteConfirm')} description={t('framework.deleteHelp')} okText={t('common:delete')} okButtonProps={{ danger: true }} onConfirm={() => remove.mutate()}>
                  <Button danger>{t('common:delete')}</Button>
                </Popconfirm>
              )}
            </>
          )
        }
      />
      {!canEdit && <Alert type="info" showIcon title={t('framework.readOnly')} style={{ marginBottom: 16 }} />}
      {fetched.isFetching && !item ? (
        <Skeleton active />
      ) : (
        <Form form={form} layout="vertical" onFinish={submit} onFinishFailed={() => undefined} style={{ maxWidth: 960 }} requiredMark disabled={!canEdit} initialValues={{ refresherRules: [], profiles: [] }}>
          {list.fields.map((f) => <FrameworkField key={f.name} spec={f} disabled={!canEdit} />)}
          {isCompetency && <RefresherRulesField disabled={!canEdit} />}
          {isCompetency && <ProfilesField disabled={!canEdit} />}
          {canEdit && (
            <Space style={{ marginTop: 24 }}>
              <Button type="primary" htmlType="submit" loading={save.isPending}>{t('common:save')}</Button>
              <Link to={base}><Button>{t('common:cancel')}</Button></Link>
            </Space>
          )}
          <Form.Item noStyle shouldUpdate>{() => (form.getFieldsError().some((f) => f.errors.length) ? <Alert type="error" title={M.requiredFields} style={{ marginTop: 16 }} /> : null)}</Form.Item>
        </Form>
      )}
    </div>
  );
}
