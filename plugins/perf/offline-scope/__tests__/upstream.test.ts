/**
 * @jest-environment node
 */
import { archivedVersionRequests, docsPluginRequests, patch } from '..';

// The version route's data module is named by core's codegen; the patch matches that name to find version 4's chunks.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const codegen = require('@docusaurus/core/lib/server/codegen/codegenRoutes.js') as {
  generateRoutePropFilename(route: { path: string; component: string }): string;
};

describe(`plugins/perf/${patch.name} against @docusaurus/core ${patch.reliesOn[1]!.version} (lib/server/codegen/codegenRoutes.js)`, () => {
  const matches = (patterns: RegExp[], request: string) => patterns.some((pattern) => pattern.test(request));

  it("matches the data module core writes for an archived version's route, and not the current version's", () => {
    const dataModule = (routePath: string) =>
      `@generated/docusaurus-plugin-content-docs/default/p/${codegen.generateRoutePropFilename({
        path: routePath,
        component: '@theme/DocVersionRoot',
      })}`;
    // The version's path as the site passes it (plugins/local-search/client/versions.ts): without its slash.
    const v4 = archivedVersionRequests('4', 'v4');
    expect(matches(v4, dataModule('/v4'))).toBe(true);
    expect(matches(v4, dataModule('/'))).toBe(false);
    expect(matches(v4, dataModule('/v40'))).toBe(false);
  });

  it("matches a docs plugin instance's data modules by its id", () => {
    const request = `@generated/docusaurus-plugin-content-docs/fixtures/p/${codegen.generateRoutePropFilename({
      path: '/fixtures',
      component: '@theme/DocVersionRoot',
    })}`;
    expect(matches(docsPluginRequests('fixtures', 'tests/fixtures/docs'), request)).toBe(true);
    expect(matches(docsPluginRequests('default', 'docs'), request)).toBe(false);
  });
});
