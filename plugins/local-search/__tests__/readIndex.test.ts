import { searchIndexOf } from '../client/browserSearch';
import { FORMAT } from '../client/format';
import { indexMetaTags } from '../client/location';
import { readManifest, readManifestAhead } from '../client/readIndex';

const MANIFEST = '/search-index/5/manifest.0123456789ab.json';
const fetchMock = jest.fn<Promise<Pick<Response, 'ok' | 'json'>>, [string]>();
// jsdom has no Response: what the search reads of one.
const manifestResponse = async () => ({ ok: true, json: async () => ({ format: FORMAT, terms: [] }) });

beforeEach(() => {
  document.head.innerHTML = indexMetaTags([{ label: '5', url: MANIFEST }]);
  fetchMock.mockReset();
  fetchMock.mockImplementation(manifestResponse);
  global.fetch = fetchMock as unknown as typeof fetch;
});

it('reads a manifest read ahead once: the search of its version takes the same download', async () => {
  readManifestAhead('5');
  expect(fetchMock.mock.calls).toEqual([[MANIFEST]]);
  readManifestAhead('5');
  await expect(searchIndexOf('5')!.load()).resolves.toMatchObject({ format: FORMAT });
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it('reads nothing ahead where the page points at no index of the version', () => {
  readManifestAhead('4');
  expect(fetchMock).not.toHaveBeenCalled();
});

it('reads a manifest again after a failed read', async () => {
  const url = '/search-index/4/manifest.ba9876543210.json';
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  await expect(readManifest(url)).rejects.toThrow('Failed to fetch');
  await expect(readManifest(url)).resolves.toMatchObject({ format: FORMAT });
  expect(fetchMock).toHaveBeenCalledTimes(2);
});
