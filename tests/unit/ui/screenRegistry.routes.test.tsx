import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import AdminApp from '../../../src/admin/App';
import { menuIcon } from '../../../src/admin/layout/menuIcons';
import { MENU_ITEMS } from '../../../src/domain/navigation';
import { ADMIN_ROOT } from '../../../src/domain/records/catalogue';
import { ADMIN_SCREENS } from '../../../src/domain/screens';
import { makeUser, resetFakeSession, signIn } from './support/fakeSession';

/** What AdminApp hands react-admin's <Admin>, caught instead of mounting the whole back office. */
const adminChildren = vi.hoisted(() => ({ current: undefined as unknown }));

vi.mock('react-admin', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react-admin')>()),
  Admin: ({ children }: { children?: ReactNode }) => {
    adminChildren.current = children;
    return null;
  },
}));
vi.mock('../../../src/providers/session', async () => (await import('./support/fakeSession')).sessionModule);
vi.mock('../../../src/providers/useSession', async () => (await import('./support/fakeSession')).useSessionModule);
vi.mock('../../../src/providers/httpClient', async () => ({ httpClient: (await import('./support/providerMocks')).httpClient }));
vi.mock('../../../src/providers/authProvider', async () => ({ authProvider: (await import('./support/providerMocks')).authProvider }));
vi.mock('../../../src/providers/dataProvider', async () => ({ dataProvider: (await import('./support/providerMocks')).dataProvider }));

afterEach(() => {
  cleanup();
  resetFakeSession();
});

type Props = { children?: ReactNode; name?: string; path?: string; element?: ReactNode };

function elementsOf(node: ReactNode): ReactElement<Props>[] {
  return Children.toArray(node)
    .filter((child): child is ReactElement<Props> => isValidElement(child))
    .flatMap((element) => [element, ...elementsOf(element.props.children)]);
}

/** The resource names and custom route paths of AdminApp's element tree. */
function appRoutes() {
  signIn(makeUser());
  render(<AdminApp />);
  const tree = elementsOf(adminChildren.current as ReactNode);
  const resources = tree.filter((element) => element.type === Resource).map((element) => element.props.name);
  const customRoutes = tree
    .filter((element) => element.type === CustomRoutes)
    .flatMap((element) => elementsOf(element.props.children))
    .filter((element) => element.type === Route);
  return { resources, customRoutes };
}

describe("the admin app's routes derive from the screen registry", () => {
  it('mounts each record and resource screen as a resource, each custom screen as a route with a page', () => {
    const { resources, customRoutes } = appRoutes();
    const paths = customRoutes.map((route) => route.props.path);
    for (const screen of ADMIN_SCREENS) {
      const below = screen.path.slice(ADMIN_ROOT.length);
      if (screen.kind === 'custom') {
        expect(paths, screen.path).toContain(below);
        expect(isValidElement(customRoutes.find((route) => route.props.path === below)?.props.element), screen.path).toBe(true);
      } else {
        expect(resources, screen.path).toContain(below.slice(1));
      }
    }
  });

  it('has no resource or custom route that is not a registry screen', () => {
    const { resources, customRoutes } = appRoutes();
    const known = new Set(ADMIN_SCREENS.map((screen) => screen.path));
    expect(resources.filter((name) => !known.has(`${ADMIN_ROOT}/${name}`))).toEqual([]);
    expect(customRoutes.map((route) => route.props.path).filter((path) => !known.has(`${ADMIN_ROOT}${path}`))).toEqual([]);
  });
});

describe('menu icons', () => {
  it('draws an icon for every menu entry', () => {
    for (const item of MENU_ITEMS) {
      const { container } = render(menuIcon(item.icon));
      expect(container.querySelector('svg'), item.to).not.toBeNull();
      cleanup();
    }
  });
});
