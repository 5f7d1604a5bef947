import { Button, Descriptions, Table, Tag } from 'antd';
import { useSession } from '@firecrest/portal-kit';
import { permissionRows } from './demo-states';
import { DemoPage, DemoSection } from './demo-section';

/** `/auth-test`: what the signed-in session holds, as the portal reads it from `/api/auth/me`. */
export function AuthTestPage() {
  const user = useSession((s) => s.user)!;
  const reload = useSession((s) => s.load);
  return (
    <DemoPage title="Session" intro="Who is signed in and what the session allows, read again from the server on request.">
      <DemoSection title="Signed in as">
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'name', label: 'Name', children: user.name },
            { key: 'username', label: 'Username', children: user.username },
            { key: 'email', label: 'E-mail', children: user.email ?? 'None' },
            { key: 'id', label: 'User id', children: user.id },
            { key: 'roles', label: 'Roles', children: user.roles.length ? user.roles.map((r) => <Tag key={r}>{r}</Tag>) : 'None' },
            { key: 'locations', label: 'Managed personnel', children: user.accessAllLocations ? 'All locations' : `Locations ${user.locationIds?.join(', ') || 'none'}` },
            { key: 'password', label: 'Must change password', children: user.mustChangePassword ? 'Yes' : 'No' },
            { key: 'landing', label: 'Landing page', children: user.landingPage ?? 'dashboard' },
          ]}
        />
        <Button style={{ marginTop: 12 }} onClick={() => void reload()}>Read the session again</Button>
      </DemoSection>
      <DemoSection title="Rights">
        <Table
          rowKey="module"
          size="small"
          pagination={false}
          dataSource={permissionRows(user.permissions)}
          locale={{ emptyText: 'This session holds no rights.' }}
          columns={[
            { title: 'Module', dataIndex: 'module' },
            { title: 'Rights', dataIndex: 'rights', render: (rights: string[]) => rights.map((r) => <Tag key={r}>{r}</Tag>) },
          ]}
        />
      </DemoSection>
    </DemoPage>
  );
}
