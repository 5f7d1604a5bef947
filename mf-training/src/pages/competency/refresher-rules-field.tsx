import { Button, Card, Col, Form, Input, InputNumber, Row, Select, Typography } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { VALIDITY_UNITS } from '@firecrest/contracts';
import { useQuery } from '@tanstack/react-query';
import { read, useT } from '@firecrest/portal-kit';
import { useTrainingMessages } from '../../lib/messages';
import { frameworkApi } from './framework-lists';

const UNIT_KEYS: Record<(typeof VALIDITY_UNITS)[number], string> = { days: 'rules.days', years: 'rules.years' };

/**
 * §3.2 refresher rules of a competency (or, under `list`, of one of its profiles): default or custom (per activity
 * group), validity, refresher count, dates.
 */
export function RefresherRulesField({ disabled, list = ['refresherRules'], profile, level = 4 }: {
  disabled?: boolean;
  list?: (string | number)[];
  /** The profile's number when the rules are a profile's ("Profile 2 refresher rules", "Remove profile 2 rule 1"). */
  profile?: number;
  level?: 4 | 5;
}) {
  const { t } = useT('training');
  const M = useTrainingMessages();
  const required = [{ required: true, message: M.required }];
  const title = profile ? t('rules.profileTitle', { profile }) : t('rules.title');
  const addLabel = profile ? t('rules.addToProfile', { profile }) : t('rules.add');
  const removeLabel = (rule: number) => (profile ? t('rules.removeProfileRule', { profile, rule }) : t('rules.remove', { rule }));
  const groups = useQuery(read<{ data: { id: number; code: string; name: string }[] }>(frameworkApi({ api: 'activity-groups' })));
  const groupOptions = (groups.data?.data ?? []).map((g) => ({ value: g.id, label: `${g.code} ${g.name}` }));
  return (
    <Form.List name={list}>
      {(items, { add, remove }) => (
        <div>
          <Typography.Title level={level}>{title}</Typography.Title>
          {items.length === 0 && <Typography.Paragraph type="secondary">{t('rules.empty')}</Typography.Paragraph>}
          {items.map(({ key, name }) => (
            <Card key={key} size="small" style={{ marginBottom: 12 }} title={t('rules.rule', { rule: name + 1 })} extra={!disabled && <Button type="text" danger icon={<DeleteOutlined />} aria-label={removeLabel(name + 1)} onClick={() => remove(name)} />}>
              <Row gutter={12}>
                <Col xs={24} md={8}><Form.Item name={[name, 'name']} label={t('rules.name')} rules={required}><Input disabled={disabled} /></Form.Item></Col>
                <Col xs={12} md={4}>
                  <Form.Item name={[name, 'isDefault']} label={t('rules.kind')} rules={required}>
                    <Select disabled={disabled} options={[{ value: true, label: t('rules.default') }, { value: false, label: t('rules.custom') }]} />
                  </Form.Item>
                </Col>
                <Col xs={12} md={6}><Form.Item name={[name, 'activityGroupId']} label={t('framework.field.activityGroupId')}><Select allowClear disabled={disabled} options={groupOptions} /></Form.Item></Col>
                <Col xs={12} md={3}><Form.Item name={[name, 'validityPeriod']} label={t('rules.validFor')} rules={[...required, { type: 'number', min: 1, message: M.valueGreaterThanZero }]}><InputNumber min={1} precision={0} disabled={disabled} /></Form.Item></Col>
                <Col xs={12} md={3}><Form.Item name={[name, 'validityUnit']} label={t('rules.unit')} rules={required}><Select disabled={disabled} options={VALIDITY_UNITS.map((u) => ({ value: u, label: t(UNIT_KEYS[u]) }))} /></Form.Item></Col>
                <Col xs={12} md={4}><Form.Item name={[name, 'refresherCount']} label={t('framework.field.refresherCount')}><InputNumber min={0} precision={0} disabled={disabled} /></Form.Item></Col>
                <Col xs={12} md={5}><Form.Item name={[name, 'startDate']} label={t('rules.startDate')} rules={required}><Input type="date" disabled={disabled} /></Form.Item></Col>
                <Col xs={12} md={5}><Form.Item name={[name, 'endDate']} label={t('rules.endDate')}><Input type="date" disabled={disabled} /></Form.Item></Col>
                <Col xs={24} md={10}><Form.Item name={[name, 'comment']} label={t('rules.comment')}><Input disabled={disabled} /></Form.Item></Col>
              </Row>
            </Card>
          ))}
          {!disabled && (
            <Button icon={<PlusOutlined />} onClick={() => add({ isDefault: true, validityUnit: 'years', validityPeriod: 1, refresherCount: 0 })}>
              {addLabel}
            </Button>
          )}
        </div>
      )}
    </Form.List>
  );
}
