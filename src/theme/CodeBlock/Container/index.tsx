/**
 * Ejected from theme-classic 3.10.2 (CodeBlock/Container) to drop the inline `--prism-color` and
 * `--prism-background-color` it set from the JavaScript Prism theme: the server render always had the light values,
 * so dark pages showed light code blocks until React re-rendered them. The variables now come from the stylesheet
 * generated from the same themes (plugins/code-highlight), per `data-theme`, before any script runs.
 */
import React, { type ComponentProps } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import styles from './styles.module.css';

export default function CodeBlockContainer<T extends 'div' | 'pre'>({
  as: As,
  ...props
}: { as: T } & ComponentProps<T>): React.ReactNode {
  const Element = As as React.ElementType;
  return (
    <Element
      {...props}
      className={clsx(props.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)}
    />
  );
}
