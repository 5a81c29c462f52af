/**
 * The splash's drawing of what webpack does: source modules that depend on
 * each other on one side, the static assets they become on the other.
 * Decorative; shown from 768 px up.
 */
import React from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Node = { id: string; label: string; x: number; y: number };

const MODULES: Node[] = [
  { id: 'index', label: '.js', x: 150, y: 40 },
  { id: 'app', label: '.mjs', x: 60, y: 110 },
  { id: 'style', label: '.sass', x: 220, y: 120 },
  { id: 'view', label: '.hbs', x: 40, y: 210 },
  { id: 'logo', label: '.png', x: 150, y: 200 },
  { id: 'util', label: '.ts', x: 240, y: 250 },
  { id: 'font', label: '.woff2', x: 110, y: 290 },
];

/** "a depends on b": arrows point from the importing module to what it imports. */
const EDGES: [string, string][] = [
  ['index', 'app'],
  ['index', 'style'],
  ['app', 'view'],
  ['app', 'logo'],
  ['app', 'util'],
  ['style', 'logo'],
  ['style', 'font'],
  ['view', 'font'],
];

const ASSETS: Node[] = [
  { id: 'js', label: '.js', x: 70, y: 70 },
  { id: 'css', label: '.css', x: 70, y: 150 },
  { id: 'png', label: '.png', x: 70, y: 230 },
  { id: 'woff', label: '.woff2', x: 70, y: 310 },
];

const BOX = { w: 64, h: 34 };

function Box({ node, variant }: { node: Node; variant: 'module' | 'asset' }) {
  return (
    <g className={clsx(styles.box, variant === 'asset' && styles.asset)}>
      <rect x={node.x - BOX.w / 2} y={node.y - BOX.h / 2} width={BOX.w} height={BOX.h} rx={6} />
      <text x={node.x} y={node.y + 5} textAnchor="middle">
        {node.label}
      </text>
    </g>
  );
}

/** A line from the edge of one box towards another, stopping at its edge. */
function edgePoints(from: Node, to: Node): [number, number, number, number] {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const scale = (node: 'from' | 'to') => {
    const t = Math.min(BOX.w / 2 / Math.abs(dx || 1e-6), BOX.h / 2 / Math.abs(dy || 1e-6), 1);
    return node === 'from' ? t : 1 - t;
  };
  return [
    from.x + dx * scale('from'),
    from.y + dy * scale('from'),
    from.x + dx * scale('to'),
    from.y + dy * scale('to'),
  ];
}

export function ModulesGraph({ className }: { className?: string }): React.ReactNode {
  const byId = new Map(MODULES.map((m) => [m.id, m]));
  return (
    <svg className={clsx(styles.drawing, className)} viewBox="0 0 300 340" aria-hidden="true" focusable="false">
      <defs>
        <marker
          id="dependency-arrow"
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto-start-reverse"
        >
          <path d="M0 0 10 5 0 10z" className={styles.arrowHead} />
        </marker>
      </defs>
      {EDGES.map(([a, b]) => {
        const [x1, y1, x2, y2] = edgePoints(byId.get(a)!, byId.get(b)!);
        return (
          <line
            key={`${a}-${b}`}
            x1={x1}
            y1={y1}
            x2={x2}
            y2={y2}
            className={styles.edge}
            markerEnd="url(#dependency-arrow)"
          />
        );
      })}
      {MODULES.map((node) => (
        <Box key={node.id} node={node} variant="module" />
      ))}
    </svg>
  );
}

export function StaticAssets({ className }: { className?: string }): React.ReactNode {
  return (
    <svg className={clsx(styles.drawing, className)} viewBox="0 0 140 340" aria-hidden="true" focusable="false">
      {ASSETS.map((node) => (
        <Box key={node.id} node={node} variant="asset" />
      ))}
    </svg>
  );
}
