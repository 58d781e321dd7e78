import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers/AppProviders';
import { NavigationGuard } from './app/guard/NavigationGuard';
import { AppRoutes } from './app/router/AppRoutes';
import { connectHttpToSession } from './app/session/connectHttpToSession';
import './styles/global.css';

connectHttpToSession();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <NavigationGuard>
          <AppRoutes />
        </NavigationGuard>
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
