import { indexLocations, indexMetaTags } from '../client/location';

it('finds in a page the index of each version that the build pointed it at', () => {
  document.head.innerHTML = `<title>x</title>${indexMetaTags([
    { label: '5', url: '/search-index/5/manifest.0123456789ab.json' },
    { label: '4', url: '/search-index/4/manifest.ba9876543210.json' },
  ])}`;
  expect(Object.fromEntries(indexLocations(document))).toEqual({
    '5': '/search-index/5/manifest.0123456789ab.json',
    '4': '/search-index/4/manifest.ba9876543210.json',
  });
  document.head.innerHTML = '';
  expect(indexLocations(document).size).toBe(0);
});
