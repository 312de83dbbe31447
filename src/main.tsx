import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { createHashHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { reportCaughtError } from './app/caught-errors';
import { installPreloadRecovery, reportLoadFailure, watchLoadTimeout } from './app/chunk-load';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { installUnauthenticatedHandler } from './app/unauthenticated';

const queryClient = createQueryClient();
const router = createAppRouter({ queryClient, history: createHashHistory() });
installUnauthenticatedHandler(router, queryClient);
installPreloadRecovery();
watchLoadTimeout(router, reportLoadFailure);

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
createRoot(root, { onCaughtError: reportCaughtError }).render(
  <StrictMode>
    <AppProviders queryClient={queryClient} router={router} />
  </StrictMode>,
);
