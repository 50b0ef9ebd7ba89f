import { matchPath } from 'react-router';
import { preloadHomeOverview } from '../features/home/components/home-page';
import { FEATURE_ROUTES } from './feature-routes';

/**
 * Starts loading the code of the screen at `pathname` (a link's target), so a click finds it
 * already there. Unknown paths and screens in the first load are ignored.
 */
export function preloadScreen(pathname: string): void {
  if (pathname === '/') {
    void preloadHomeOverview();
    return;
  }
  const route = FEATURE_ROUTES.find((r) => matchPath(r.path, pathname));
  void route?.preload?.();
}
