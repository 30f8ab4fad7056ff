import { describe, expect, it } from 'vitest';
import { type ModuleGraph, type ScreenChunkOptions, screenChunkGroups } from './screen-chunks.js';

/** A small app: the landing entry, a layout, three screens, a standalone page, an icon set. */
const imports: Record<string, string[]> = {
  '/web/main.tsx': ['/nm/react.js', '/nm/icons/home.mjs'],
  '/web/routes/journey-layout.tsx': ['/nm/react.js', '/nm/query.js'],
  '/web/routes/pan-verification.tsx': ['/web/ui/button.tsx', '/web/ui/tabs.tsx', '/nm/icons.mjs'],
  '/web/routes/cibil-consent.tsx': ['/web/ui/button.tsx', '/web/ui/dialog.tsx', '/nm/icons.mjs'],
  '/web/routes/document-center.tsx': [
    '/web/ui/dialog.tsx',
    '/web/ui/tabs.tsx',
    '/web/documents/card.tsx',
  ],
  '/web/routes/verify-document.tsx': ['/web/ui/button.tsx', '/web/public/check.tsx'],
  '/web/ui/button.tsx': ['/nm/merge.js'],
  '/nm/icons.mjs': ['/nm/icons/home.mjs', '/nm/icons/check.mjs', '/nm/icons/eye.mjs'],
};
const graph: ModuleGraph = { staticImports: (id) => imports[id] ?? [] };
const lazyEntries = Object.keys(imports).filter((id) => id.includes('/routes/'));
const options: ScreenChunkOptions = {
  layout: /journey-layout/,
  firstScreens: /pan-verification/,
  standalone: [/verify-document/],
  iconSet: { barrel: /\/icons\.mjs$/, icon: /\/icons\//, instead: 'import icons one by one' },
};

describe('screen chunks', () => {
  const groups = screenChunkGroups(graph, '/web/main.tsx', lazyEntries, options);

  it('leaves the landing page’s code where it is', () => {
    expect(groups.get('/nm/react.js')).toBeUndefined();
    expect(groups.get('/nm/icons/home.mjs')).toBeUndefined();
  });

  it('puts the layout’s code and what the first screen shares in the journey’s chunk', () => {
    expect(groups.get('/nm/query.js')).toBe('journey');
    expect(groups.get('/web/routes/journey-layout.tsx')).toBe('journey');
  });

  it('puts what later screens share in their own chunk, and leaves one screen’s code with it', () => {
    expect(groups.get('/web/ui/dialog.tsx')).toBe('screens');
    expect(groups.get('/web/documents/card.tsx')).toBeUndefined();
    expect(groups.get('/web/ui/tabs.tsx')).toBe('journey');
  });

  it('keeps what a standalone page shares with the journey apart from the journey’s code', () => {
    expect(groups.get('/web/ui/button.tsx')).toBe('shared');
    expect(groups.get('/nm/merge.js')).toBe('shared');
    expect(groups.get('/web/public/check.tsx')).toBeUndefined();
  });

  it('gathers the icons the screens use, but not the landing page’s, in one chunk', () => {
    expect(groups.get('/nm/icons/check.mjs')).toBe('icons');
    expect(groups.get('/nm/icons/eye.mjs')).toBe('icons');
  });

  it('refuses a landing page that imports the whole icon set', () => {
    const withBarrel: ModuleGraph = {
      staticImports: (id) => (id === '/web/main.tsx' ? ['/nm/icons.mjs'] : graph.staticImports(id)),
    };
    expect(() => screenChunkGroups(withBarrel, '/web/main.tsx', lazyEntries, options)).toThrow(
      /import icons one by one/,
    );
  });
});
