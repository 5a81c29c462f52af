/**
 * The original code block content, which highlights in the browser, with Prism's extra languages registered as
 * theme-classic's `prism-include-languages` client module would (that module is left out, see
 * plugins/code-highlight/theme.ts). Loaded lazily, only by blocks not highlighted at build time.
 */
import type { ComponentType } from 'react';
import { Prism } from 'prism-react-renderer';
import type { Props } from '@theme/CodeBlock/Content';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlockContent from '@theme-original/CodeBlock/Content';

prismIncludeLanguages(Prism);

export default CodeBlockContent as ComponentType<Props>;
