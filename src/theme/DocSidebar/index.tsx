/**
 * The docs sidebar: the desktop column from 768 px (tablets included), the content of the navbar's drawer below.
 * theme-classic 3.10.2's DocSidebar makes the same choice at 997 px, through useWindowSize's default breakpoint, which
 * nothing outside the component can change: this replaces that choice and renders the theme's own two sidebars.
 * `tablet.css` gives the column the theme's desktop layout between 768 and 996 px.
 */
import React from 'react';
import { useWindowSize } from '@docusaurus/theme-common';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type { Props } from '@theme/DocSidebar';
import { SIZES } from '@site/src/constants';
import './tablet.css';

export default function DocSidebar(props: Props): React.ReactNode {
  const windowSize = useWindowSize({ desktopBreakpoint: SIZES.tabletMinWidthPx - 1 });
  // The server renders the column (its size is unknown there); a phone swaps it for the drawer's content on hydration.
  return windowSize === 'mobile' ? <DocSidebarMobile {...props} /> : <DocSidebarDesktop {...props} />;
}
