/** The supporters list that plugins/supporters writes with createData (see its README). */
declare module '@generated/supporters/default/supporters.json' {
  import type { SupportersData } from '@site/src/types/supporters';

  const data: SupportersData;
  export default data;
}
