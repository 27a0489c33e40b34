import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HomePage } from './home-page.tsx';

describe('the first page', () => {
  it('names the product and links the API documentation', () => {
    const html = renderToStaticMarkup(<HomePage />);
    expect(html).toContain('<h1>MainWork</h1>');
    expect(html).toContain('href="/api/docs"');
  });
});
