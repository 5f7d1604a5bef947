import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';

/** A developer demo page: its title, what it shows, and one card per component or state. */
export function DemoPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div>
      <Typography.Title level={2}>{title}</Typography.Title>
      <Typography.Paragraph type="secondary">{intro} A test page for developers (admin area §2.15): nothing here is saved.</Typography.Paragraph>
      <div style={{ display: 'grid', gap: 16 }}>{children}</div>
    </div>
  );
}

export function DemoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card size="small" title={title}>
      {children}
    </Card>
  );
}
