/**
 * Wraps the blog author's social links. The original imports a dozen platform icons into every blog page; an author
 * without socials (every author of this blog today) gets the empty row the original renders — it keeps the author
 * names aligned — and the icons load only for an author who has socials.
 */
import React, { Suspense, lazy } from 'react';
import type { Props } from '@theme/Blog/Components/Author/Socials';
import styles from './styles.module.css';

const Socials = lazy(() => import('@theme-original/Blog/Components/Author/Socials'));

export default function AuthorSocials({ author }: Props): React.ReactNode {
  const empty = <div className={styles.authorSocials} />;
  if (Object.keys(author.socials ?? {}).length === 0) return empty;
  return (
    <Suspense fallback={empty}>
      <Socials author={author} />
    </Suspense>
  );
}
