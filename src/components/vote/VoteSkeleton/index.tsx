/** Grey stand-ins for proposal cards while the vote app or its list loads. */
import React from 'react';
import styles from './styles.module.css';

type Props = { cards?: number };

export default function VoteSkeleton({ cards = 3 }: Props): React.ReactNode {
  return (
    <div className={styles.skeleton} role="status" aria-busy="true">
      <span className={styles.visuallyHidden}>Loading the proposals…</span>
      {Array.from({ length: cards }, (_, i) => (
        <div key={i} className={styles.card} aria-hidden="true">
          <div className={styles.tally} />
          <div className={styles.lines}>
            <div className={styles.line} />
            <div className={styles.line} />
            <div className={styles.lineShort} />
          </div>
        </div>
      ))}
    </div>
  );
}
