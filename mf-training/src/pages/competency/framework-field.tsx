import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { read, useT } from '@firecrest/portal-kit';
import { useTrainingMessages } from '../../lib/messages';
import { frameworkApi, OPTION_KEYS, type FieldSpec } from './framework-lists';

const EMAIL = /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/;
const CODE = /^[A-Za-z0-9._/-]+$/;

/** Options from another framework list (subject areas, activity groups). */
function useOptions(from: string | undefined) {
  const { data, isFetching } = useQuery(read<{ data: { id: number; code?: string; name?: string }[] }>(from ? frameworkApi({ api: from }) : null));
  return { loading: isFetching, options: (data?.data ?? []).map((i) => ({ value: i.id, label: [i.code, i.name].filter(Boolean).join(' ') })) };
}

/** One field of a framework form, with the client side of the rules the server enforces (§5.2 messages). */
export function FrameworkField({ spec, disabled }: { spec: FieldSpec; disabled?: boolean }) {
  const { t } = useT('training');
  const M = useTrainingMessages();
  const { options, loading } = useOptions(spec.from);
  const required = spec.required ? [{ required: true, message: M.required }] : [];
  const common = { name: spec.name, label: t(spec.label) };
  switch (spec.kind) {
    case 'code':
      return (
        <Form.Item {...common} rules={[...required, { pattern: CODE, message: t('templates.codeChars') }, { max: 20, message: t('templates.atMost', { max: 20 }) }]}>
          <Input disabled={disabled} style={{ maxWidth: 240 }} />
        </Form.Item>
      );
    case 'text':
      return (
        <Form.Item {...common} rules={[...required, { whitespace: true, message: M.required }, { max: 200, message: t('templates.atMost', { max: 200 }) }]}>
          <Input disabled={disabled} />
        </Form.Item>
      );
    case 'textarea':
      return (
        <Form.Item {...common} rules={[{ max: 2000, message: t('templates.atMost', { max: 2000 }) }]}>
          <Input.TextArea rows={3} disabled={disabled} />
        </Form.Item>
      );
    case 'number':
      return (
        <Form.Item {...common} rules={required}>
          <InputNumber min={0} precision={0} disabled={disabled} />
        </Form.Item>
      );
    case 'percent':
      return (
        <Form.Item {...common} rules={[...required, { type: 'number', min: 0, max: 100, message: M.percentage }]}>
          <InputNumber disabled={disabled} />
        </Form.Item>
      );
    case 'switch':
      return (
        <Form.Item {...common} valuePropName="checked">
          <Switch disabled={disabled} />
        </Form.Item>
      );
    case 'date':
      return (
        <Form.Item {...common}>
          <Input type="date" disabled={disabled} style={{ maxWidth: 200 }} />
        </Form.Item>
      );
    case 'colour':
      return (
        <Form.Item {...common} rules={[...required, { pattern: /^#[0-9A-Fa-f]{6}$/, message: M.colour }]}>
          <Input type="color" disabled={disabled} style={{ width: 80, padding: 2 }} />
        </Form.Item>
      );
    case 'emails':
      return (
        <Form.Item
          {...common}
          rules={[{ validator: async (_, v: string | undefined) => { if (v && !v.split(',').map((e) => e.trim()).filter(Boolean).every((e) => EMAIL.test(e))) throw new Error(t('framework.emails')); } }]}
        >
          <Input disabled={disabled} placeholder={t('framework.emailsExample')} />
        </Form.Item>
      );
    case 'select':
      return (
        <Form.Item {...common} rules={required}>
          <Select allowClear showSearch optionFilterProp="label" disabled={disabled} loading={loading} style={{ maxWidth: 360 }} options={spec.options ? spec.options.map((o) => ({ value: o as string | number, label: OPTION_KEYS[o] ? t(OPTION_KEYS[o]!) : o })) : options} />
        </Form.Item>
      );
    case 'multi':
      return (
        <Form.Item {...common} rules={[{ validator: async (_, v: number[] | undefined) => { if (v && new Set(v).size !== v.length) throw new Error(M.competencyAlreadyAdded); } }]}>
          <Select mode="multiple" allowClear showSearch optionFilterProp="label" disabled={disabled} loading={loading} options={options} />
        </Form.Item>
      );
  }
}

/** Form values to the body the server's schema takes (empty to null or '', lists split). */
export function toBody(fields: FieldSpec[], values: Record<string, unknown>) {
  const body: Record<string, unknown> = {};
  for (const f of fields) {
    const v = values[f.name];
    if (f.kind === 'emails') body[f.name] = String(v ?? '').split(',').map((e) => e.trim()).filter(Boolean);
    else if (f.kind === 'multi') body[f.name] = (v as number[] | undefined) ?? [];
    else if (f.kind === 'switch') body[f.name] = Boolean(v);
    else if (f.kind === 'textarea') body[f.name] = String(v ?? '');
    else if (f.kind === 'date' || f.kind === 'select') body[f.name] = v === undefined || v === '' ? null : v;
    else if (v !== undefined && v !== null && v !== '') body[f.name] = v;
  }
  return body;
}

/** An item as the form shows it. */
export function toValues(fields: FieldSpec[], item: Record<string, unknown>) {
  const values: Record<string, unknown> = {};
  for (const f of fields) values[f.name] = f.kind === 'emails' ? ((item[f.name] as string[] | undefined) ?? []).join(', ') : (item[f.name] ?? undefined);
  return values;
}
