/** The components this plugin's theme provides, as other components import them (so that a site may swizzle them). */
declare module '@theme/SearchResult' {
  import type { ReactNode } from 'react';
  import type { SearchResult as Result } from './client/engine';

  export type Props = { result: Result; withSummary?: boolean };
  export default function SearchResult(props: Props): ReactNode;
}

declare module '@theme/SearchResult/ResultLink' {
  import type { ComponentProps, ReactNode } from 'react';

  export default function ResultLink(props: Omit<ComponentProps<'a'>, 'href'> & { href: string }): ReactNode;
}
