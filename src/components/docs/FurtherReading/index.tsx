/** The "Further Reading" list of a doc page, from its frontmatter `related`. */
import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export type RelatedLink = { title: string; url: string };

type Props = { links: readonly RelatedLink[] };

export default function FurtherReading({ links }: Props): React.ReactNode {
  if (links.length === 0) return null;
  return (
    <section className={styles.further} aria-label="Further Reading">
      <Heading as="h2" className={styles.heading}>
        Further Reading
      </Heading>
      <ul>
        {links.map((link) => (
          <li key={link.url}>
            <Link to={link.url}>{link.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
