/** The supporters data file, aliased by plugins/supporters (see its README). */
declare module '@supporters-data' {
  import type { SupportersData } from '@site/src/types/supporters';

  const data: SupportersData;
  export default data;
}
