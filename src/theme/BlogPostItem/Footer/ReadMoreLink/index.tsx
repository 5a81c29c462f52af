/**
 * The "Read more" link under a blog excerpt. The theme's link says "Read more" and puts the post title in
 * aria-label only; here the title is part of the link text (visually hidden), so that the text itself describes
 * where the link goes, for screen readers, search engines and Lighthouse's link-text audit alike.
 */
import React from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type { Props } from '@theme/BlogPostItem/Footer/ReadMoreLink';
import styles from './styles.module.css';

export default function BlogPostItemFooterReadMoreLink({ blogPostTitle, ...linkProps }: Props): React.ReactNode {
  return (
    <Link {...linkProps}>
      <b>
        <Translate
          id="theme.blog.post.readMore"
          description="The label used in blog post item excerpts to link to full blog posts"
        >
          Read more
        </Translate>
      </b>
      <span className={styles.visuallyHidden}> about {blogPostTitle}</span>
    </Link>
  );
}
