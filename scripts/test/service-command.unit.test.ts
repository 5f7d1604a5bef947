import { describe, expect, it } from 'vitest';
import { serviceNodeArgs } from '../service-command';

describe('serviceNodeArgs: how the stack and the benchmarks start a service', () => {
  it("puts svc-lms's declared heap sizes before tsx and the entry", () => {
    expect(serviceNodeArgs('svc-lms', 'src/server.ts')).toEqual(['--max-semi-space-size=4', '--max-old-space-size=256', '--conditions=@firecrest/source', '--import', 'tsx', 'src/server.ts']);
  });

  it('adds nothing for a service that declares no flags', () => {
    expect(serviceNodeArgs('svc-training', 'src/server.ts')).toEqual(['--conditions=@firecrest/source', '--import', 'tsx', 'src/server.ts']);
  });
});
