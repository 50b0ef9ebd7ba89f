import arrowLeft from '@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-left';
import calendar from '@blueprintjs/icons/lib/esm/generated/16px/paths/calendar';
import cross from '@blueprintjs/icons/lib/esm/generated/16px/paths/cross';
import document from '@blueprintjs/icons/lib/esm/generated/16px/paths/document';
import endorsed from '@blueprintjs/icons/lib/esm/generated/16px/paths/endorsed';
import error from '@blueprintjs/icons/lib/esm/generated/16px/paths/error';
import gridView from '@blueprintjs/icons/lib/esm/generated/16px/paths/grid-view';
import timelineBarChart from '@blueprintjs/icons/lib/esm/generated/16px/paths/timeline-bar-chart';
import home from '@blueprintjs/icons/lib/esm/generated/16px/paths/home';
import map from '@blueprintjs/icons/lib/esm/generated/16px/paths/map';
import menu from '@blueprintjs/icons/lib/esm/generated/16px/paths/menu';
import notifications from '@blueprintjs/icons/lib/esm/generated/16px/paths/notifications';
import office from '@blueprintjs/icons/lib/esm/generated/16px/paths/office';
import people from '@blueprintjs/icons/lib/esm/generated/16px/paths/people';
import projects from '@blueprintjs/icons/lib/esm/generated/16px/paths/projects';
import user from '@blueprintjs/icons/lib/esm/generated/16px/paths/user';
import type { MenuIcon } from '../../../shared/policy';

/**
 * The SVG paths of the icons the login page and the shell draw, taken one by one from Blueprint's
 * icon set: Blueprint's own Icon component brings the names of all its icons, too much for the first
 * load. Every other screen uses Blueprint's Icon.
 */
export const FIRST_LOAD_ICONS = {
  'arrow-left': arrowLeft,
  cross,
  error,
  menu,
  notifications,
  calendar,
  document,
  endorsed,
  'grid-view': gridView,
  'timeline-bar-chart': timelineBarChart,
  home,
  map,
  office,
  people,
  projects,
  user,
} satisfies Record<MenuIcon | 'arrow-left' | 'cross' | 'error' | 'menu' | 'notifications', string[]>;

/** An icon of the first load. */
export type FirstLoadIcon = keyof typeof FIRST_LOAD_ICONS;
