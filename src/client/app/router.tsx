import { Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PlainProgressBar } from '../components/first-load/plain-progress-bar';
import { LoginPage } from '../features/auth/components/login-page';
import { HomePage } from '../features/home/components/home-page';
import { lazyPage } from '../lib/lazy-page';
import { FEATURE_ROUTES } from './feature-routes';
import { RouteGuard } from './guards/route-guard';
import { AppShell } from './shell/app-shell';
import { RouteErrorScreen } from './route-error-screen';
import { preloadScreen } from './screens';

/** A screen that may still be loading its code: a progress bar shows until it arrives. */
function loading(element: React.ReactNode) {
  return <Suspense fallback={<PlainProgressBar />}>{element}</Suspense>;
}

/** A route whose element is wrapped in the policy table's guard for its path. */
function guarded(path: string, element: React.ReactNode): RouteObject {
  return {
    path,
    element: <RouteGuard path={path}>{loading(element)}</RouteGuard>,
    // A failing screen shows the app's own error screen in its place (inside the shell).
    errorElement: <RouteErrorScreen />,
  };
}

/**
 * The routes of the app: signed-out screens alone, signed-in screens inside the shell. Only the login
 * page and the home page are in the first load; while the server checks a sign-in, the home page's
 * overview is fetched (not before: a visitor who does not sign in never pays for it).
 */
export const routes: RouteObject[] = [
  guarded('/login', <LoginPage onSignIn={() => preloadScreen('/')} />),
  guarded(
    '/app-login',
    lazyPage(() => import('../features/auth/components/app-login-page'), 'AppLoginPage'),
  ),
  guarded(
    '/forgot-password',
    lazyPage(() => import('../features/auth/components/forgot-password-page'), 'ForgotPasswordPage'),
  ),
  guarded(
    '/reset-password',
    lazyPage(() => import('../features/auth/components/reset-password-page'), 'ResetPasswordPage'),
  ),
  guarded(
    '/switch-role',
    lazyPage(() => import('../features/auth/components/switch-role-page'), 'SwitchRolePage'),
  ),
  {
    path: '/',
    element: (
      <RouteGuard path="/">
        <AppShell />
      </RouteGuard>
    ),
    errorElement: <RouteErrorScreen />,
    children: [
      { index: true, element: <HomePage />, errorElement: <RouteErrorScreen /> },
      ...FEATURE_ROUTES.map((r) => guarded(r.path, r.element)),
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
];

/** The browser router of the app. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
