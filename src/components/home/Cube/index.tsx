/**
 * The webpack cube in CSS 3D: a translucent outer cube around a solid inner cube at half size, seen from above a
 * corner. It turns 90° about the vertical axis every TIMINGS.cubeRepeatMs (first after the same delay), each turn
 * taking TIMINGS.cubeTransitionMs, the inner cube the other way: a CSS animation (styles.module.css), still under
 * prefers-reduced-motion. Its box holds everything it paints over a whole turn, so that layout can keep text and
 * drawings out of it. Decorative only.
 */
import React, { type CSSProperties } from 'react';
import clsx from 'clsx';
import { TIMINGS } from '@site/src/constants';
import styles from './styles.module.css';

type Props = {
  /** Half the edge length: px, or any CSS length (`min(120px, 25vw)`). */
  depth: number | string;
  className?: string;
};

const FACES = ['front', 'back', 'left', 'right', 'top', 'bottom'] as const;

/** The timings the keyframes run on, as the custom properties they read. */
const CUBE_TIMING = {
  '--cube-start': `${TIMINGS.cubeRepeatMs}ms`,
  '--cube-cycle': `${4 * TIMINGS.cubeRepeatMs}ms`,
} as CSSProperties;

function Faces() {
  return FACES.map((face) => <span key={face} className={clsx(styles.face, styles[face])} />);
}

export default function Cube({ depth, className }: Props): React.ReactNode {
  const style = { ...CUBE_TIMING, '--cube-depth': typeof depth === 'number' ? `${depth}px` : depth } as CSSProperties;
  return (
    <div className={clsx(styles.cube, className)} style={style} aria-hidden="true">
      <div className={styles.scene}>
        <div className={styles.outer}>
          <Faces />
          <div className={styles.inner}>
            <Faces />
          </div>
        </div>
      </div>
    </div>
  );
}
