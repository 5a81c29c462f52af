/** Wraps the site root to add the offline banner, which every page needs. */
import React, { type ReactNode } from 'react';
import OfflineBanner from '@site/src/components/OfflineBanner';

type Props = { children: ReactNode };

export default function Root({ children }: Props): ReactNode {
  return (
    <>
      {children}
      <OfflineBanner />
    </>
  );
}
