/**
 * A page loaded on demand, like React.lazy, but revealed by a state update instead of a Suspense
 * boundary: the spinner shows while the module loads and the page replaces it as soon as it is
 * in, without React's 300 ms throttle on revealing suspended content. `preload` starts loading
 * before the first render (the page of the address the visitor arrived at). An error boundary
 * keeps a failing page from blanking the whole site.
 */
import { createElement, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { PageSpinner } from '../../ui/PageSpinner';
import { PageErrorBoundary } from './PageErrorBoundary';

export interface LazyPage {
  (): ReactNode;
  /** Starts (or joins) loading the page's module. */
  preload: () => Promise<ComponentType>;
}

export function lazyPage(factory: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  const load = () => {
    pending ??= factory().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        pending = undefined; // a later visit tries again
        throw error;
      },
    );
    return pending;
  };
  function Loader() {
    const [state, setState] = useState<{ page?: ComponentType; error?: unknown }>(() => ({ page: loaded }));
    useEffect(() => {
      if (state.page) return;
      let live = true;
      load().then(
        (page) => live && setState({ page }),
        (error: unknown) => live && setState({ error }),
      );
      return () => {
        live = false;
      };
    }, [state.page]);
    if (state.error) throw state.error; // to the page's error boundary
    return state.page ? createElement(state.page) : createElement(PageSpinner);
  }
  const Page = () => createElement(PageErrorBoundary, null, createElement(Loader));
  Page.preload = load;
  return Page;
}

/** Preloads the page that serves `pathname`, when one matches ("/programmes/:id" for "/programmes/3"). */
export function preloadPage(pathname: string, pages: Readonly<Record<string, LazyPage>>): void {
  const path = pathname.replace(/\/+$/, '') || '/';
  const match = pages[path] ?? pages[path.replace(/\/[^/]+$/, '/:id')];
  match?.preload().catch(() => undefined);
}
