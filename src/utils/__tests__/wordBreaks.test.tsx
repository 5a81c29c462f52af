import React from 'react';
import { render } from '@testing-library/react';
import { breakableParts, htmlWithWordBreaks, WordBreaks } from '../wordBreaks';

describe('word breaks in long identifiers', () => {
  it('cuts after dots between names, after inner underscores and at camel-case humps', () => {
    const cut = (text: string) => breakableParts(text).join('|');
    expect(cut('output.compareBeforeEmit')).toBe('output.|compare|Before|Emit');
    expect(cut('EvalSourceMapDevToolPlugin')).toBe('Eval|Source|Map|Dev|Tool|Plugin');
    expect(cut('HTMLWebpackPlugin')).toBe('HTML|Webpack|Plugin');
    expect(cut('__webpack_require__')).toBe('__webpack_|require__');
    expect(cut('module.rules[].use')).toBe('module.|rules[].|use');
  });

  it('leaves words, version numbers and leading underscores whole', () => {
    for (const text of ['Getting Started', 'webpack 5.1', '__dirname', 'i18n', 'a..b']) {
      expect(breakableParts(text)).toEqual([text]);
    }
  });

  it('renders <wbr> elements between the parts', () => {
    const { container } = render(<WordBreaks text="output.publicPath" />);
    expect(container.innerHTML).toBe('output.<wbr>public<wbr>Path');
    expect(container.textContent).toBe('output.publicPath');
  });

  it('adds <wbr> to the text of HTML, never inside tags or character references', () => {
    expect(htmlWithWordBreaks('<code class="langJs">output.publicPath</code> &amp; AbcDef &#39;x')).toBe(
      '<code class="langJs">output.<wbr>public<wbr>Path</code> &amp; Abc<wbr>Def &#39;x',
    );
  });
});
