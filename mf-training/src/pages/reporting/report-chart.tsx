import { Bar, BarChart, CartesianGrid, Cell, Legend, Line, LineChart, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Alert, Card, Empty, Space, Spin, Tag, Typography } from 'antd';
import type { ReportInfo, ReportRows } from '@firecrest/contracts';
import { useQuery } from '@tanstack/react-query';
import { errorOf, read, useT } from '@firecrest/portal-kit';
import { reportTexts } from './report-keys';
import { BAND_VALUE_KEYS } from './report-labels';

type Row = ReportRows['data'][number];

/** The expiry bands' colours, as the portal's competency status pages use them. */
const BAND_COLOURS: Record<string, string> = {
  Expired: '#cf1322',
  'Expiring within 90 days': '#fa8c16',
  Valid: '#389e0d',
  'No expiry': '#1677ff',
};
const SERIES_COLOURS: Record<string, string> = { valid: BAND_COLOURS.Valid!, expiring: BAND_COLOURS['Expiring within 90 days']!, expired: BAND_COLOURS.Expired! };
const PALETTE = ['#1677ff', '#389e0d', '#fa8c16', '#cf1322', '#722ed1', '#13c2c2'];
const HEATMAP_PEOPLE = 40;
const HEATMAP_COMPETENCIES = 30;

/** People × competencies, each cell coloured by its expiry band; a person without the competency shows grey. */
function Heatmap({ rows, x, y, value }: { rows: Row[]; x: string; y: string; value: string }) {
  const { t } = useT('reports');
  const band = (name: string) => (BAND_VALUE_KEYS[name] ? t(BAND_VALUE_KEYS[name]) : name);
  const people = [...new Set(rows.map((r) => String(r[y])))].slice(0, HEATMAP_PEOPLE);
  const columns = [...new Set(rows.map((r) => String(r[x])))].sort().slice(0, HEATMAP_COMPETENCIES);
  const cells = new Map(rows.map((r) => [`${r[y]}|${r[x]}`, String(r[value])]));
  return (
    <div style={{ overflowX: 'auto' }}>
      <table role="grid" aria-label={t('chart.matrix')} style={{ borderCollapse: 'collapse', fontSize: 12 }}>
        <thead>
          <tr>
            <th />
            {columns.map((c) => (
              <th key={c} scope="col" style={{ writingMode: 'vertical-rl', transform: 'rotate(180deg)', padding: 2, fontWeight: 500, maxHeight: 140 }}>{c}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {people.map((p) => (
            <tr key={p}>
              <th scope="row" style={{ textAlign: 'left', paddingRight: 8, fontWeight: 400, whiteSpace: 'nowrap' }}>{p}</th>
              {columns.map((c) => {
                const held = cells.get(`${p}|${c}`);
                return <td key={c} title={`${p} – ${c}: ${held ? band(held) : t('chart.notHeld')}`} style={{ width: 18, height: 18, border: '1px solid #fff', background: held ? (BAND_COLOURS[held] ?? '#8c8c8c') : '#f0f0f0' }} />;
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <Space wrap style={{ marginTop: 8 }}>
        {Object.entries(BAND_COLOURS).map(([name, colour]) => <Tag key={name} color={colour}>{band(name)}</Tag>)}
        <Tag color="#f0f0f0" style={{ color: '#000' }}>{t('chart.notHeld')}</Tag>
      </Space>
      {people.length === HEATMAP_PEOPLE && <Typography.Paragraph type="secondary">{t('chart.firstPeople', { count: HEATMAP_PEOPLE })}</Typography.Paragraph>}
    </div>
  );
}

/** The report's chart, drawn from its chart data for the same filters (see the definition's chart). */
export function ReportChart({ report, url }: { report: ReportInfo; url: string }) {
  const { t } = useT('reports');
  const chart = report.chart!;
  const chartRows = useQuery(read<ReportRows>(url));
  const { data } = chartRows;
  const error = errorOf(chartRows);
  const rows = data?.data ?? [];
  const label = reportTexts(t, report).column;
  let body;
  if (error) body = <Alert type="error" showIcon title={error} />;
  else if (chartRows.isFetching && !data) body = <Spin />;
  else if (!rows.length) body = <Empty description={t('chart.empty')} />;
  else if (chart.type === 'heatmap') body = <Heatmap rows={rows} x={chart.x} y={chart.y!} value={chart.value!} />;
  else
    body = (
      <ResponsiveContainer width="100%" height={300}>
        {chart.type === 'bar' ? (
          <BarChart data={rows}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey={chart.x} />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Legend />
            {(chart.series ?? []).map((s) => <Bar key={s} dataKey={s} name={label(s)} stackId="bands" fill={SERIES_COLOURS[s] ?? PALETTE[0]} />)}
          </BarChart>
        ) : chart.type === 'line' ? (
          <LineChart data={rows}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey={chart.x} />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Line type="monotone" dataKey={chart.y!} name={label(chart.y!)} stroke={PALETTE[0]} />
          </LineChart>
        ) : (
          <PieChart>
            <Tooltip />
            <Legend />
            <Pie data={rows.map((r) => ({ ...r, shown: BAND_VALUE_KEYS[String(r[chart.x])] ? t(BAND_VALUE_KEYS[String(r[chart.x])]!) : r[chart.x] }))} dataKey={chart.value!} nameKey="shown" label>
              {rows.map((r, i) => <Cell key={String(r[chart.x])} fill={BAND_COLOURS[String(r[chart.x])] ?? PALETTE[i % PALETTE.length]} />)}
            </Pie>
          </PieChart>
        )}
      </ResponsiveContainer>
    );
  return (
    <Card size="small" title={t('chart.title')} style={{ marginBottom: 16 }} data-testid="report-chart">
      {body}
    </Card>
  );
}
