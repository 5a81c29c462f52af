import React from 'react';
import Layout from '@theme/Layout';
import HomeHero from '@site/src/components/HomeHero';

export default function Home(): React.ReactNode {
  return (
    <Layout description="webpack bundles JavaScript modules and their dependencies — scripts, styles, images and more — into static assets for the browser.">
      <main>
        <HomeHero />
      </main>
    </Layout>
  );
}
