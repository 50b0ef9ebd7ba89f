import { matchPath } from 'react-router';
import { lazyScreen } from '../lib/lazy-page';
import { FEATURE_ROUTES } from './feature-routes';

/** The home page: the landing screen of every role, loaded on first visit like the others. */
export const homeScreen = lazyScreen(() => import('../features/home/components/home-page'), 'HomePage');

/**
 * Starts loading the code of the screen at `pathname` (a link's target), so a click finds it
 * already there. Unknown paths and screens in the first load are ignored.
 */
export function preloadScreen(pathname: string): void {
  if (pathname === '/') {
    void homeScreen.preload();
    return;
  }
  const route = FEATURE_ROUTES.find((r) => matchPath(r.path, pathname));
  void route?.preload?.();
}
