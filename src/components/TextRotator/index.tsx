/**
 * A word that slides to the next one on a timer ("bundle your assets" →
 * "scripts" → …). Screen readers get one sentence listing every word; the
 * moving words are hidden from them. Under prefers-reduced-motion it stays put.
 */
import React, { useEffect, useState } from 'react';
import clsx from 'clsx';
import { SIZES, TIMINGS } from '@site/src/constants';
import { prefersReducedMotion } from '@site/src/utils/motion';
import styles from './styles.module.css';

type Props = {
  words: readonly string[];
  /** Before the first slide. */
  delay?: number;
  /** Between slides. */
  repeat?: number;
  /** Width of the slot (px, or any CSS length), so that the line does not jump between words. */
  maxWidth?: number | string;
  /** The sentence a screen reader reads instead of the moving words. */
  label: string;
  className?: string;
};

/** Index of the word shown, advancing after `delay` and then every `repeat` ms. */
export function useRotation(count: number, delay: number, repeat: number): number {
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (count < 2 || prefersReducedMotion()) return undefined;
    let interval: number | undefined;
    const timeout = window.setTimeout(() => {
      setStep((s) => s + 1);
      interval = window.setInterval(() => setStep((s) => s + 1), repeat);
    }, delay);
    return () => {
      window.clearTimeout(timeout);
      window.clearInterval(interval);
    };
  }, [count, delay, repeat]);
  return step % Math.max(count, 1);
}

export default function TextRotator({
  words,
  delay = TIMINGS.rotatorDefaultDelayMs,
  repeat = TIMINGS.rotatorDefaultRepeatMs,
  maxWidth = SIZES.rotatorMaxWidth,
  label,
  className,
}: Props): React.ReactNode {
  const index = useRotation(words.length, delay, repeat);
  return (
    <span className={clsx(styles.rotator, className)}>
      <span className={styles.srOnly}>{label}</span>
      <span className={styles.window} style={{ width: maxWidth }} aria-hidden="true" data-testid="rotating-word">
        <span className={styles.track} style={{ transform: `translateY(${-index * 100}%)` }}>
          {words.map((word, i) => (
            <span key={word} className={styles.word} data-current={i === index || undefined}>
              {word}
            </span>
          ))}
        </span>
      </span>
    </span>
  );
}
