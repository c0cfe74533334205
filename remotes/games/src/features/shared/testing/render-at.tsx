import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { TestProviders } from './providers';

/** The router's current address, read by tests through `currentSearch()`. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders a screen at `url` inside a memory router, with the shell's query client. */
export function renderAt(url: string, screen: ReactElement) {
  return render(
    <TestProviders>
      <MemoryRouter initialEntries={[url]}>
        {screen}
        <LocationProbe />
      </MemoryRouter>
    </TestProviders>,
  );
}

export function currentParams(): URLSearchParams {
  const text = document.querySelector('[data-testid="location"]')?.textContent ?? '';
  return new URLSearchParams(text.split('?')[1] ?? '');
}
