/** Wraps the navbar's mobile drawer to add swipe gestures (components/SidebarSwipe). */
import React from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import SidebarSwipe from '@site/src/components/SidebarSwipe';

export default function MobileSidebarWrapper(): React.ReactNode {
  const { shouldRender } = useNavbarMobileSidebar();
  return (
    <>
      <MobileSidebar />
      {shouldRender && <SidebarSwipe />}
    </>
  );
}
