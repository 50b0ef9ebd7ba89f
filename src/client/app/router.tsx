import { ProgressBar } from '@blueprintjs/core';
import { Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppLoginPage } from '../features/auth/components/app-login-page';
import { ForgotPasswordPage } from '../features/auth/components/forgot-password-page';
import { LoginPage } from '../features/auth/components/login-page';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page';
import { SwitchRolePage } from '../features/auth/components/switch-role-page';
import { HomePage } from '../features/home/components/home-page';
import { FEATURE_ROUTES } from './feature-routes';
import { RouteGuard } from './guards/route-guard';
import { AppShell } from './shell/app-shell';

/** A route whose element is wrapped in the policy table's guard for its path. */
function guarded(path: string, element: React.ReactNode, index = false): RouteObject {
  const wrapped = (
    <RouteGuard path={path}>
      <Suspense fallback={<ProgressBar intent="primary" aria-label="Loading" />}>{element}</Suspense>
    </RouteGuard>
  );
  return index ? { index: true, element: wrapped } : { path, element: wrapped };
}

/** The routes of the app: signed-out screens alone, signed-in screens inside the shell. */
export const routes: RouteObject[] = [
  guarded('/login', <LoginPage />),
  guarded('/app-login', <AppLoginPage />),
  guarded('/forgot-password', <ForgotPasswordPage />),
  guarded('/reset-password', <ResetPasswordPage />),
  guarded('/switch-role', <SwitchRolePage />),
  {
    path: '/',
    element: (
      <RouteGuard path="/">
        <AppShell />
      </RouteGuard>
    ),
    children: [
      { index: true, element: <HomePage /> },
      ...FEATURE_ROUTES.map((r) => guarded(r.path, r.element)),
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
];

/** The browser router of the app. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
