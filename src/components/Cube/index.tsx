/**
 * The webpack cube in CSS 3D: a translucent outer cube around a solid inner
 * cube at half size. In continuous mode both turn 90° about the vertical axis
 * every `repeatDelay` ms (in opposite directions). Decorative only.
 */
import React, { useEffect, useState } from 'react';
import clsx from 'clsx';
import { SIZES, TIMINGS } from '@site/src/constants';
import { prefersReducedMotion } from '@site/src/utils/motion';
import styles from './styles.module.css';

type Props = {
  /** Half the edge length, in px. */
  depth?: number;
  repeatDelay?: number;
  continuous?: boolean;
  className?: string;
};

const FACES = ['front', 'back', 'left', 'right', 'top', 'bottom'] as const;

/** The base view: looking down at a corner. */
export const BASE_ROTATION = { x: -35.5, y: 45 };

/** Quarter turns made so far: 0, 1, 2, … (the phase is this modulo 4). */
export function useQuarterTurns(enabled: boolean, repeatDelay: number): number {
  const [turns, setTurns] = useState(0);
  useEffect(() => {
    if (!enabled || prefersReducedMotion()) return undefined;
    const timer = window.setInterval(() => setTurns((t) => t + 1), repeatDelay);
    return () => window.clearInterval(timer);
  }, [enabled, repeatDelay]);
  return turns;
}

function Faces({ depth, className }: { depth: number; className?: string }) {
  const transforms: Record<(typeof FACES)[number], string> = {
    front: `translateZ(${depth}px)`,
    back: `rotateY(180deg) translateZ(${depth}px)`,
    left: `rotateY(-90deg) translateZ(${depth}px)`,
    right: `rotateY(90deg) translateZ(${depth}px)`,
    top: `rotateX(90deg) translateZ(${depth}px)`,
    bottom: `rotateX(-90deg) translateZ(${depth}px)`,
  };
  return (
    <>
      {FACES.map((face) => (
        <span
          key={face}
          className={clsx(styles.face, className)}
          style={{ width: depth * 2, height: depth * 2, transform: transforms[face] }}
        />
      ))}
    </>
  );
}

export default function Cube({
  depth = SIZES.cubeDefaultDepth,
  repeatDelay = TIMINGS.cubeDefaultRepeatMs,
  continuous = false,
  className,
}: Props): React.ReactNode {
  const turns = useQuarterTurns(continuous, repeatDelay);
  const size = depth * 2;
  const outer = `rotateX(${BASE_ROTATION.x}deg) rotateY(${BASE_ROTATION.y + turns * 90}deg)`;
  const inner = `rotateY(${-turns * 180}deg)`;
  return (
    <div
      className={clsx(styles.cube, className)}
      style={{ width: size, height: size }}
      aria-hidden="true"
      data-testid="cube"
    >
      <div className={styles.outer} style={{ transform: outer }} data-phase={turns % 4}>
        <Faces depth={depth} className={styles.outerFace} />
        <div className={styles.inner} style={{ transform: inner }}>
          <Faces depth={depth / 2} className={styles.innerFace} />
        </div>
      </div>
    </div>
  );
}
