import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Toaster } from '../../../../src/ui/Toaster';
import { LocationProbe } from './LocationProbe';

/** One public page at `path` (route `pattern`), the toaster and a location probe; other paths render their name. */
export function renderPublicPage(pattern: string, page: ReactElement, path = pattern) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Toaster />
      <Routes>
        <Route path={pattern} element={page} />
        <Route path="*" element={<h1>Elsewhere</h1>} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}
