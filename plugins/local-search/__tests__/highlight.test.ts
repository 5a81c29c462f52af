/** @jest-environment node */
import { highlight } from '../client/highlight';

const marked = (text: string, words: string[]) =>
  highlight(text, words)
    .filter((piece) => piece.marked)
    .map((piece) => piece.text);

describe('highlight', () => {
  it('marks the words at the start of words, in any case, the longest first', () => {
    expect(marked('devServer.proxy forwards requests', ['devserver.proxy', 'devserver'])).toEqual(['devServer.proxy']);
    expect(marked('Loaders and preloading', ['loader'])).toEqual(['Loader']);
  });

  it('keeps every character of the text, in order', () => {
    const text = 'Output of output.path';
    expect(
      highlight(text, ['output'])
        .map((piece) => piece.text)
        .join(''),
    ).toBe(text);
  });

  it('marks nothing for single letters', () => {
    expect(marked('a b c', ['a'])).toEqual([]);
  });
});
