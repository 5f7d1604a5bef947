import { useMemo, useState } from 'react';
import { Alert, Button, Layout, Menu, Spin, Table, Tag, Typography, type MenuProps } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { API_CONSTANTS } from '@firecrest/contracts';
import { errorOf, read, useT } from '@firecrest/portal-kit';
import { GENERAL_SECTIONS, GeneralSection } from './general-sections';
import { describeType, endpointGroups, exampleOf, type Endpoint, type OpenApiDocument } from './openapi-types';

const PRINT_CSS = `
.api-docs { background: #fff; min-height: 100vh; }
.api-docs section { padding: 8px 0 24px; border-bottom: 1px solid #f0f0f0; scroll-margin-top: 16px; }
.api-docs-code { background: #f6f8fa; padding: 12px; border-radius: 6px; overflow: auto; font-size: 12px; }
@media print {
  .api-docs-menu, .api-docs-back { display: none !important; }
  .api-docs-main { margin: 0 !important; padding-bottom: 0 !important; overflow: visible !important; }
}`;

const groupKey = (tag: string) => `group-${tag.replace(/\W+/g, '-').toLowerCase()}`;

function EndpointSection({ endpoint, doc }: { endpoint: Endpoint; doc: OpenApiDocument }) {
  const { t } = useT('system');
  const { operation } = endpoint;
  const ok = operation.responses?.['200']?.content?.['application/json']?.schema;
  return (
    <section id={endpoint.id}>
      <Typography.Title level={4}>
        <Tag color="green">{endpoint.method}</Tag>
        <Typography.Text code>{endpoint.path}</Typography.Text>
      </Typography.Title>
      <Typography.Paragraph>{operation.summary}</Typography.Paragraph>
      {operation['x-permission'] && (
        <Typography.Paragraph type="secondary">{t('apiDocs.needs', { permission: operation['x-permission'].replace(':', ' › ') })}</Typography.Paragraph>
      )}
      {operation.parameters?.length ? (
        <Table
          size="small"
          pagination={false}
          rowKey="name"
          dataSource={operation.parameters}
          columns={[
            { title: t('apiDocs.parameter'), dataIndex: 'name', render: (n: string) => <Typography.Text code>{n}</Typography.Text> },
            { title: t('apiDocs.in'), dataIndex: 'in' },
            { title: t('apiDocs.type'), render: (_, p) => describeType(p.schema, doc) },
            { title: t('apiDocs.default'), render: (_, p) => (p.schema?.default === undefined ? '' : String(p.schema.default)) },
            {
              title: t('apiDocs.rules'),
              render: (_, p) =>
                [p.schema?.enum && t('apiDocs.oneOf', { values: p.schema.enum.join(', ') }), p.schema?.minimum !== undefined && `≥ ${p.schema.minimum}`, p.schema?.maximum !== undefined && `≤ ${p.schema.maximum}`, p.required && t('apiDocs.required')]
                  .filter(Boolean)
                  .join('; '),
            },
            { title: t('apiDocs.description'), render: (_, p) => p.description ?? p.schema?.description ?? '' },
          ]}
        />
      ) : (
        <Typography.Paragraph type="secondary">{t('apiDocs.noParameters')}</Typography.Paragraph>
      )}
      {ok && (
        <>
          <Typography.Text strong>{t('apiDocs.example')}</Typography.Text>
          <pre className="api-docs-code">{JSON.stringify(exampleOf(ok, doc), null, 2)}</pre>
        </>
      )}
    </section>
  );
}

/** The REST API v1 help page (spec §2.1), built from the live OpenAPI document so it cannot drift from the API. */
export function ApiDocumentationPage() {
  const { t } = useT('system');
  const navigate = useNavigate();
  const openApi = useQuery(read<OpenApiDocument>('/api/v1/openapi.json'));
  const doc = openApi.data ?? null;
  const error = errorOf(openApi);
  const [selected, setSelected] = useState('about');
  const groups = useMemo(() => (doc ? endpointGroups(doc) : []), [doc]);

  // The group a selection belongs to: its sub-entries show only while it is selected.
  const openGroup = useMemo(() => {
    if (selected === 'constants' || selected.startsWith('constant-')) return 'constants';
    const group = groups.find((g) => groupKey(g.tag) === selected || g.endpoints.some((e) => e.id === selected));
    return group ? groupKey(group.tag) : null;
  }, [selected, groups]);

  const items: MenuProps['items'] = [
    ...GENERAL_SECTIONS.map((s) => ({ key: s.id, label: t(s.title) })),
    ...groups.map((g) => ({
      key: groupKey(g.tag),
      label: g.tag,
      children: g.endpoints.map((e) => ({ key: e.id, label: `${e.method} ${e.path.replace('/api/v1', '')}` })),
    })),
    { key: 'constants', label: t('apiDocs.constants'), children: Object.keys(API_CONSTANTS).map((name) => ({ key: `constant-${name}`, label: name })) },
  ];

  const select = (key: string) => {
    setSelected(key);
    document.getElementById(key)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <Layout className="api-docs">
      <style>{PRINT_CSS}</style>
      <Layout.Sider className="api-docs-menu" width={300} theme="light" style={{ borderRight: '1px solid #f0f0f0', position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}>
        <div style={{ padding: 16 }}>
          <Button className="api-docs-back" icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)}>{t('apiDocs.back')}</Button>
        </div>
        <Menu
          aria-label={t('apiDocs.menu')}
          mode="inline"
          items={items}
          selectedKeys={[selected]}
          openKeys={openGroup ? [openGroup] : []}
          onClick={({ key }) => select(key)}
          onOpenChange={(keys) => {
            const opened = keys.find((k) => k !== openGroup);
            if (opened) select(opened);
          }}
        />
      </Layout.Sider>
      {/* Room below the last section, so every section can scroll to the top. */}
      <Layout.Content className="api-docs-main" style={{ padding: '24px 48px 70vh', maxWidth: 1100, background: '#fff' }}>
        <Typography.Title level={1}>{t('apiDocs.title')}</Typography.Title>
        {GENERAL_SECTIONS.map((s) => (
          <section key={s.id} id={s.id}>
            <Typography.Title level={2}>{t(s.title)}</Typography.Title>
            <GeneralSection id={s.id} />
          </section>
        ))}
        {error && <Alert type="error" showIcon title={t('apiDocs.notLoaded', { problem: error })} />}
        {!doc && !error && <Spin tip={t('apiDocs.loading')}><div style={{ height: 80 }} /></Spin>}
        {groups.map((g) => (
          <section key={g.tag} id={groupKey(g.tag)}>
            <Typography.Title level={2}>{g.tag}</Typography.Title>
            {g.endpoints.map((e) => <EndpointSection key={e.id} endpoint={e} doc={doc!} />)}
          </section>
        ))}
        <section id="constants">
          <Typography.Title level={2}>{t('apiDocs.constants')}</Typography.Title>
          {Object.entries(API_CONSTANTS).map(([name, values]) => (
            <div key={name} id={`constant-${name}`} style={{ scrollMarginTop: 16 }}>
              <Typography.Title level={4}>{name}</Typography.Title>
              <Table
                size="small"
                pagination={false}
                rowKey="name"
                dataSource={Object.entries(values).map(([n, value]) => ({ name: n, value }))}
                columns={[
                  { title: t('refList.name'), dataIndex: 'name' },
                  { title: t('apiDocs.value'), dataIndex: 'value', width: 120 },
                ]}
                style={{ maxWidth: 480, marginBottom: 16 }}
              />
            </div>
          ))}
        </section>
      </Layout.Content>
    </Layout>
  );
}
