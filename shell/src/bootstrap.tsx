import { createRoot } from 'react-dom/client';
import { App as AntApp, ConfigProvider } from 'antd';
import { RouterProvider } from 'react-router';
import { notificationConfig, theme } from '@firecrest/portal-kit';
import { router } from './router';
import { registerAreaRemotes } from './remotes/federation';

await registerAreaRemotes();
createRoot(document.getElementById('root')!).render(
  <ConfigProvider theme={theme}>
    <AntApp notification={notificationConfig}>
      <RouterProvider router={router} />
    </AntApp>
  </ConfigProvider>,
);
