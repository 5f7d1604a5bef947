import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { MailboxLayout } from './mailbox-layout';
import { FolderPage } from './folder-page';
import { MessagePage } from './message-page';
import { ComposePage } from './compose-page';

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
