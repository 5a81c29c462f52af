/** react-loadable-ssr-addon-v5-slorber 1.0.3 ships no types: the one function the upstream suite calls. */
declare module 'react-loadable-ssr-addon-v5-slorber' {
  export function getBundles(
    manifest: unknown,
    modules: string[],
  ): { css?: { file: string }[]; js?: { file: string }[] };
}
