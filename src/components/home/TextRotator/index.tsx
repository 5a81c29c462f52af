/**
 * A word that slides to the next one ("bundle your assets" → "scripts" → …), as a CSS animation: the first slide
 * after TIMINGS.rotatorInitialDelayMs, then one every TIMINGS.rotatorRepeatMs, each taking TIMINGS.rotatorSlideMs.
 * Screen readers get one sentence listing every word; the moving words are hidden from them. Under
 * prefers-reduced-motion the first word stays put (styles.module.css).
 */
import React, { type CSSProperties } from 'react';
import clsx from 'clsx';
import { TIMINGS } from '@site/src/constants';
import styles from './styles.module.css';

/** The animation's keyframes (styles.module.css) are written for four words. */
export type RotatingWords = readonly [string, string, string, string];

/** The timings the keyframes run on, as the custom properties they read. */
const ROTATOR_TIMING = {
  '--rotator-start': `${TIMINGS.rotatorInitialDelayMs}ms`,
  '--rotator-cycle': `${4 * TIMINGS.rotatorRepeatMs}ms`,
} as CSSProperties;

type Props = {
  words: RotatingWords;
  /** Width of the window the words slide through (any CSS length), so that the line does not jump between words. */
  width: string;
  /** The sentence a screen reader reads instead of the moving words. */
  label: string;
  className?: string;
};

export default function TextRotator({ words, width, label, className }: Props): React.ReactNode {
  // The first word again at the end: the last slide lands on it, and the next cycle starts from the same picture.
  const track = [...words, words[0]];
  return (
    <span className={clsx(styles.rotator, className)} style={{ ...ROTATOR_TIMING, width }}>
      <span className={styles.srOnly}>{label}</span>
      {/* Unpainted, in the flow: it gives the rotator its size and the line its baseline, whatever the track does. */}
      <span className={styles.sizer} aria-hidden="true">
        {words[0]}
      </span>
      <span className={styles.window} aria-hidden="true">
        <span className={styles.track}>
          {track.map((word, i) => (
            // By position: the first word is there twice.
            <span key={i} className={styles.word}>
              {word}
            </span>
          ))}
        </span>
      </span>
    </span>
  );
}
