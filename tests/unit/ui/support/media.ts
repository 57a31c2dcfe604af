/**
 * jsdom has no window.matchMedia; MUI's useMediaQuery reads it. This evaluates the min-/max-width
 * queries MUI's breakpoints produce against a chosen viewport width.
 */
export function setViewportWidth(width: number): void {
  const matches = (query: string): boolean => {
    const mins = [...query.matchAll(/min-width:\s*([\d.]+)px/g)].map((m) => Number(m[1]));
    const maxs = [...query.matchAll(/max-width:\s*([\d.]+)px/g)].map((m) => Number(m[1]));
    return mins.every((min) => width >= min) && maxs.every((max) => width <= max);
  };
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

export const LARGE = 1280;
export const SMALL = 480;
