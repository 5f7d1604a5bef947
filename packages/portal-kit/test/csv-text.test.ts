import { describe, expect, it } from 'vitest';
import { csvText } from '../src/csv-text';

describe('csvText', () => {
  it('quotes what needs quoting, writes formula-like cells as text, and starts with a byte order mark', () => {
    const text = csvText(['Incident no', 'Address', 'Appliances'], [['INC-1', '=HYPERLINK("x")', 'P1|P2'], ['INC-2', '1 High St, Leeds', null], [3, 'Said "hello"\nthere', true]]);
    expect(text).toBe('\uFEFFIncident no,Address,Appliances\r\nINC-1,"\'=HYPERLINK(""x"")",P1|P2\r\nINC-2,"1 High St, Leeds",\r\n3,"Said ""hello""\nthere",true\r\n');
  });
});
