/** Renders a component inside the Docusaurus site context and a router, as the site does. */
import React, { type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { HelmetProvider } from 'react-helmet-async';
import { DocusaurusContextProvider } from '@docusaurus/core/lib/client/docusaurusContext';
import { BrowserContextProvider } from '@docusaurus/core/lib/client/browserContext';
import { RouteContextProvider } from '@docusaurus/core/lib/client/routeContext';
import ThemeProvider from '@theme/ThemeProvider';

const route = { plugin: { name: 'jest', id: 'default' }, data: {} };

export function renderInSite(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  return render(
    <HelmetProvider>
      <DocusaurusContextProvider>
        <BrowserContextProvider>
          <RouteContextProvider value={route}>
            <ThemeProvider>
              <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
            </ThemeProvider>
          </RouteContextProvider>
        </BrowserContextProvider>
      </DocusaurusContextProvider>
    </HelmetProvider>,
  );
}
