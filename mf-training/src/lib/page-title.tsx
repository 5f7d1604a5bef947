import type { ReactNode } from 'react';
import { Space, Typography } from 'antd';
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { Link } from 'react-router';

/** A screen's heading with its actions on the right, and a link back to the list it came from. */
export function PageTitle({ title, extra, back }: { title: ReactNode; extra?: ReactNode; back?: { to: string; label: string } }) {
  return (
    <div style={{ marginBottom: 16 }}>
      {back && (
        <Link to={back.to} style={{ display: 'inline-block', marginBottom: 8 }}>
          <ArrowLeftOutlined /> {back.label}
        </Link>
      )}
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>{title}</Typography.Title>
        {extra && <Space wrap>{extra}</Space>}
      </Space>
    </div>
  );
}
