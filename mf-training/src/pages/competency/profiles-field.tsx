import { App, Button, Card, Col, Empty, Form, Input, Popconfirm, Row, Select, Space, Tag, Typography } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import StopOutlined from '@ant-design/icons/StopOutlined';
import { activeOn, type CompetencyProfile } from '@firecrest/contracts';
import { showDay, useLocations, useOrganisationList, useT } from '@firecrest/portal-kit';
import { RefresherRulesField } from './refresher-rules-field';

const todayUtc = () => new Date().toISOString().slice(0, 10);

/** Active, ended or starting later, as the assignment task sees the profile today. */
function ProfileState({ name }: { name: number }) {
  const { t } = useT('training');
  const profile = Form.useWatch(['profiles', name]) as Partial<CompetencyProfile> | undefined;
  const today = todayUtc();
  if (!profile?.startDate) return null;
  if (activeOn({ startDate: profile.startDate, endDate: profile.endDate || null }, today)) return <Tag color="green">{profile.endDate ? t('profiles.activeUntil', { date: showDay(profile.endDate) }) : t('profiles.active')}</Tag>;
  return profile.startDate > today ? <Tag color="blue">{t('profiles.starts', { date: showDay(profile.startDate) })}</Tag> : <Tag>{t('profiles.ended', { date: showDay(profile.endDate) })}</Tag>;
}

/**
 * §3.2 competency profiles: who the competency is for (employee role, staff group, location; blank means anyone)
 * over a date range, each with refresher rules of its own. The scheduled CompetencyAssignment gives the competency to
 * everyone whose current contract matches an active profile. Ending sets today as the end date (§5.2: the active
 * profile is ended before a new one for the same people); both end and remove ask first and take effect on Save.
 */
export function ProfilesField({ disabled }: { disabled?: boolean }) {
  const { t } = useT('training');
  const required = [{ required: true, message: t('common:required') }];
  const { message } = App.useApp();
  const form = Form.useFormInstance();
  const roles = useOrganisationList('employeeRole');
  const groups = useOrganisationList('staffGroup');
  const locations = useLocations();
  const opts = (items: { id: number; name: string }[]) => items.map((i) => ({ value: i.id, label: i.name }));
  const locationOptions = locations.items.map((l) => ({ value: l.id, label: `${l.callSign} ${l.name}` }));

  function end(name: number) {
    const path = ['profiles', name];
    const startDate = form.getFieldValue([...path, 'startDate']) as string | undefined;
    const today = todayUtc();
    // A profile starting later than today ends the day it starts (the end may not come before the start).
    form.setFieldValue([...path, 'endDate'], startDate && startDate > today ? startDate : today);
    message.info(t('profiles.endedInfo'));
  }

  return (
    <Form.List name="profiles">
      {(items, { add, remove }) => (
        <div style={{ marginTop: 24 }}>
          <Typography.Title level={4}>{t('profiles.title')}</Typography.Title>
          <Typography.Paragraph type="secondary">
            {t('profiles.intro')}
          </Typography.Paragraph>
          {items.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('profiles.empty')} />}
          {items.map(({ key, name }) => (
            <Card
              key={key}
              size="small"
              style={{ marginBottom: 12 }}
              title={
                <Space>
                  {t('profiles.profile', { profile: name + 1 })}
                  <ProfileState name={name} />
                </Space>
              }
              extra={
                !disabled && (
                  <Space>
                    <Form.Item noStyle shouldUpdate>
                      {() =>
                        !form.getFieldValue(['profiles', name, 'endDate']) && (
                          <Popconfirm title={t('profiles.endConfirm')} description={t('profiles.endHelp')} okText={t('profiles.end')} onConfirm={() => end(name)}>
                            <Button size="small" icon={<StopOutlined />}>{t('profiles.endNumbered', { profile: name + 1 })}</Button>
                          </Popconfirm>
                        )
                      }
                    </Form.Item>
                    <Popconfirm title={t('profiles.removeConfirm')} description={t('profiles.removeHelp')} okText={t('profiles.remove')} okButtonProps={{ danger: true }} onConfirm={() => remove(name)}>
                      <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('profiles.removeNumbered', { profile: name + 1 })} />
                    </Popconfirm>
                  </Space>
                )
              }
            >
              <Row gutter={12}>
                <Col xs={24} md={5}>
                  <Form.Item name={[name, 'employeeRoleId']} label={t('profiles.employeeRole')}>
                    <Select allowClear placeholder={t('profiles.any')} loading={roles.loading} disabled={disabled} options={opts(roles.items)} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={5}>
                  <Form.Item name={[name, 'staffGroupId']} label={t('profiles.staffGroup')}>
                    <Select allowClear placeholder={t('profiles.any')} loading={groups.loading} disabled={disabled} options={opts(groups.items)} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={5}>
                  <Form.Item name={[name, 'locationId']} label={t('profiles.location')}>
                    <Select allowClear showSearch optionFilterProp="label" placeholder={t('profiles.any')} loading={locations.loading} disabled={disabled} options={locationOptions} />
                  </Form.Item>
                </Col>
                <Col xs={12} md={4}>
                  <Form.Item name={[name, 'startDate']} label={t('profiles.startDate', { profile: name + 1 })} rules={required}>
                    <Input type="date" disabled={disabled} />
                  </Form.Item>
                </Col>
                <Col xs={12} md={4}>
                  <Form.Item name={[name, 'endDate']} label={t('profiles.endDate', { profile: name + 1 })}>
                    <Input type="date" disabled={disabled} />
                  </Form.Item>
                </Col>
              </Row>
              <RefresherRulesField disabled={disabled} list={[name, 'refresherRules']} profile={name + 1} level={5} />
            </Card>
          ))}
          {!disabled && (
            <Button icon={<PlusOutlined />} onClick={() => add({ startDate: todayUtc(), refresherRules: [] })}>
              {t('profiles.add')}
            </Button>
          )}
        </div>
      )}
    </Form.List>
  );
}
