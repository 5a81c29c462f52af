import { blogSlugFromPath } from '../blogSlug';

describe('blog post slugs', () => {
  it('uses the file name', () => {
    expect(blogSlugFromPath('blog/2020-12-08-roadmap-2021.mdx')).toBe('2020-12-08-roadmap-2021');
    expect(blogSlugFromPath('blog/2020-10-10-webpack-5-release.md')).toBe('2020-10-10-webpack-5-release');
  });

  it('uses the folder name for folder posts', () => {
    expect(blogSlugFromPath('blog/2021-01-01-post/index.mdx')).toBe('2021-01-01-post');
  });

  it('leaves other files alone', () => {
    expect(blogSlugFromPath('docs/concepts/index.mdx')).toBeUndefined();
    expect(blogSlugFromPath('blog/authors.yml')).toBeUndefined();
  });
});
