import { MENU_ITEMS } from '../domain/navigation';

/**
 * Admin routes whose screens later issues build (the six record resources are registered in
 * ./recordResources.tsx). Each renders the shared placeholder, behind the
 * route guard like every admin route. When a screen is built, drop its entry here and register
 * the real screen (a <Resource> or a custom route) in App.tsx.
 */
export interface PendingScreen {
  /** Path under /admin, without the leading slash. */
  path: string;
  title: string;
}

const OFF_MENU_TITLES: Record<string, string> = {
  'data-management': 'Data Management',
};

const PATHS = [
  'data-management',
];

function titleOf(path: string): string {
  return MENU_ITEMS.find((item) => item.to === `/admin/${path}`)?.label ?? OFF_MENU_TITLES[path] ?? path;
}

export const PENDING_SCREENS: readonly PendingScreen[] = PATHS.map((path) => ({ path, title: titleOf(path) }));
