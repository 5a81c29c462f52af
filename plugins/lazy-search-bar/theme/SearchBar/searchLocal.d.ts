/** The search bar of @easyops-cn/docusaurus-search-local, which ships no type declarations for its theme files. */
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar' {
  import type { ComponentType } from 'react';

  const SearchBar: ComponentType<Record<string, unknown>>;
  export default SearchBar;
}
