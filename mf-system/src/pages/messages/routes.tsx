import type { RouteObject } from 'react-router';
import { lazyScreen } from '@firecrest/portal-kit';
import { Navigate } from 'react-router';

// Each page in its own chunk, loaded when opened.
const MailboxLayout = lazyScreen(() => import('./mailbox-layout'), 'MailboxLayout');
const FolderPage = lazyScreen(() => import('./folder-page'), 'FolderPage');
const MessagePage = lazyScreen(() => import('./message-page'), 'MessagePage');
const ComposePage = lazyScreen(() => import('./compose-page'), 'ComposePage');

/** §2.6 /notifications: each folder, its compose route and its messages, inside the folder list. */
export const messageRoutes: RouteObject[] = [
  {
    element: <MailboxLayout />,
    children: [
      { index: true, element: <Navigate to="inbox" replace /> },
      { path: ':folder', element: <FolderPage /> },
      { path: ':folder/compose', element: <ComposePage /> },
      { path: ':folder/:id', element: <MessagePage /> },
    ],
  },
];
