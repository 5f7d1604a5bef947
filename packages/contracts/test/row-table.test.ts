import { describe, expect, it } from 'vitest';
import { auditBatchEntries, auditEntryTable, rowTableCodec, type AuditEntry } from '../src';

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  requestId: 'r-1',
  userId: null,
  username: 'crew.manager',
  controller: 'v1',
  method: '/api/v1/*',
  requestType: 'GET',
  requestUrl: '/api/v1/employees?itemsPerPage=200',
  ipAddress: '10.1.2.3',
  statusCode: 200,
  outcome: 'completed',
  createdDate: '2026-11-26T06:00:00.000Z',
  ...over,
});

describe('row table: many objects of one schema in a few bytes', () => {
  const entries = [
    entry({}),
    entry({ requestId: 'r-2', userId: 'u-9', requestType: 'POST', statusCode: 503, outcome: 'failed', createdDate: '2026-11-26T06:00:00.125Z' }),
    // No request id and no outcome (both optional): absent again after the round trip, not null.
    (({ requestId: _r, outcome: _o, ...rest }) => rest)(entry({ createdDate: '2026-11-26T05:59:59.999Z' })),
  ];

  it('gives back exactly what it was given: nulls as null, absent as absent, dates to the millisecond', () => {
    const table = auditEntryTable.encode(entries);
    expect(auditEntryTable.decode(JSON.parse(JSON.stringify(table)))).toEqual(entries);
    expect(auditBatchEntries(table)).toEqual(entries);
    expect(auditBatchEntries({ entries })).toEqual(entries);
  });

  it('keeps each distinct string once and dates as milliseconds after the first', () => {
    const table = auditEntryTable.encode(entries);
    expect(table.since).toBe(Date.parse('2026-11-26T06:00:00.000Z'));
    expect(table.strings.filter((s) => s === '/api/v1/employees?itemsPerPage=200')).toHaveLength(1);
    expect(new Set(table.strings).size).toBe(table.strings.length);
    const created = Object.keys(entries[0]).indexOf('createdDate');
    expect(table.rows.map((row) => row[created])).toEqual([0, 125, -1]);
    expect(JSON.stringify(table).length).toBeLessThan(JSON.stringify({ entries }).length / 2);
  });

  it('refuses a row that does not fit the columns', () => {
    const table = auditEntryTable.encode([entry({})]);
    expect(() => auditEntryTable.decode({ ...table, rows: [table.rows[0].slice(1)] })).toThrow(RangeError);
    expect(() => auditEntryTable.decode({ ...table, rows: [table.rows[0].map((v, i) => (i === 0 ? table.strings.length : v))] })).toThrow(/names string/);
    expect(() => auditEntryTable.decode({ ...table, rows: [table.rows[0].map((v, i) => (i === 0 ? -1 : v))] })).toThrow(RangeError);
  });

  it('takes only string and number properties', () => {
    expect(() => rowTableCodec({ properties: { tags: { type: 'array' } } })).toThrow(/tags/);
  });
});
