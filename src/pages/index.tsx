import React from 'react';
import Layout from '@theme/Layout';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Splash from '@site/src/components/home/Splash';
import HomeContent from '@site/src/components/home/HomeContent';
import Support from '@site/src/components/home/Support';

export default function Home(): React.ReactNode {
  const { siteConfig } = useDocusaurusContext();
  return (
    <Layout description="webpack bundles JavaScript modules and their dependencies — scripts, styles, images and more — into static assets for the browser.">
      <main>
        <Splash webpackVersion={String(siteConfig.customFields?.webpackVersion)} />
        <HomeContent />
        <Support />
      </main>
    </Layout>
  );
}
