/**
 * The Support section's first mode: monthly with chance 0.33 (SPEC §2 and §9), drawn once in the browser; total in the
 * server render. The chance is probed on both sides of 0.33, so that moving it either way fails.
 */
import type * as ReactModule from 'react';
import type * as ReactDomClient from 'react-dom/client';
import type * as ReactDomServer from 'react-dom/server';
import type * as ModeModule from '../mode';

type Mode = ReturnType<typeof ModeModule.useSupportMode>;

// Modules are loaded with `jest.requireActual('…') as …`, without a type argument, so that Jest's dependency extraction
// (which runs on the source) sees which files this test depends on: `jest --findRelatedTests src/constants.ts` lists it.
// Renders here use React's own act(), as Testing Library does (it is not loaded in this file).
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/**
 * The mode a fresh page starts in when Math.random() draws `draw`. The draw is kept for the module's lifetime, so each
 * probe loads the module afresh, with a React of its own to render it; `later` draws are made for sections rendered
 * afterwards on the same page.
 */
function firstModes(draw: number, ...later: number[]): Mode[] {
  const random = jest.spyOn(Math, 'random');
  const modes: Mode[] = [];
  jest.isolateModules(() => {
    const React = jest.requireActual('react') as typeof ReactModule;
    const { createRoot } = jest.requireActual('react-dom/client') as typeof ReactDomClient;
    const { useSupportMode } = jest.requireActual('../mode') as typeof ModeModule;
    const Probe = () => React.createElement('output', null, useSupportMode());
    for (const value of [draw, ...later]) {
      random.mockReturnValue(value);
      const container = document.createElement('div');
      const root = createRoot(container);
      React.act(() => root.render(React.createElement(Probe)));
      modes.push(container.textContent as Mode);
      React.act(() => root.unmount());
    }
  });
  random.mockRestore();
  return modes;
}

/** The mode of the server render when Math.random() would draw `draw`. */
function serverMode(draw: number): string {
  const random = jest.spyOn(Math, 'random').mockReturnValue(draw);
  let html = '';
  jest.isolateModules(() => {
    const React = jest.requireActual('react') as typeof ReactModule;
    const { renderToString } = jest.requireActual('react-dom/server') as typeof ReactDomServer;
    const { useSupportMode } = jest.requireActual('../mode') as typeof ModeModule;
    html = renderToString(React.createElement(() => React.createElement('output', null, useSupportMode())));
  });
  random.mockRestore();
  return html.replace(/<[^>]+>/g, '');
}

describe('the first mode of the Support section', () => {
  it('is monthly when the browser draws under 0.33', () => {
    expect(firstModes(0)).toEqual(['monthly']);
    expect(firstModes(0.32)).toEqual(['monthly']);
    expect(firstModes(0.3299)).toEqual(['monthly']);
  });

  it('is total when the browser draws 0.33 or more', () => {
    expect(firstModes(0.33)).toEqual(['total']);
    expect(firstModes(0.34)).toEqual(['total']);
    expect(firstModes(0.9)).toEqual(['total']);
  });

  it('is drawn once per page: a section rendered again keeps it', () => {
    expect(firstModes(0.2, 0.9)).toEqual(['monthly', 'monthly']);
    expect(firstModes(0.9, 0.2)).toEqual(['total', 'total']);
  });

  it('is total in the server render, whatever the draw', () => {
    expect(serverMode(0.2)).toBe('total');
  });
});
