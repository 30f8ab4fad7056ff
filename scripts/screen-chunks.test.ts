import { describe, expect, it } from 'vitest';
import { type ModuleGraph, type ScreenChunkOptions, screenChunkGroups } from './screen-chunks.js';

/**
 * A small app: the landing entry, a layout, four screens, a standalone page, the account menu,
 * an icon set.
 */
const imports: Record<string, string[]> = {
  '/web/main.tsx': ['/nm/react.js', '/nm/react-dom.js', '/nm/icons/home.mjs'],
  '/web/account/menu.tsx': ['/nm/react.js', '/nm/layer.js'],
  '/web/routes/journey-layout.tsx': ['/nm/react.js', '/nm/query.js'],
  '/web/routes/pan-verification.tsx': ['/web/ui/button.tsx', '/web/ui/tabs.tsx', '/nm/icons.mjs'],
  '/web/routes/cibil-consent.tsx': [
    '/web/ui/button.tsx',
    '/web/ui/dialog.tsx',
    '/web/ui/select.tsx',
    '/nm/icons.mjs',
  ],
  '/web/routes/loans-list.tsx': ['/web/ui/select.tsx'],
  '/web/routes/document-center.tsx': [
    '/web/ui/dialog.tsx',
    '/web/ui/tabs.tsx',
    '/web/documents/card.tsx',
  ],
  '/web/routes/verify-document.tsx': ['/web/ui/button.tsx', '/web/public/check.tsx'],
  '/web/ui/button.tsx': ['/nm/merge.js'],
  '/web/ui/select.tsx': ['/nm/layer.js'],
  '/nm/icons.mjs': ['/nm/icons/home.mjs', '/nm/icons/check.mjs', '/nm/icons/eye.mjs'],
};
const graph: ModuleGraph = { staticImports: (id) => imports[id] ?? [] };
const lazyEntries = [
  ...Object.keys(imports).filter((id) => id.includes('/routes/')),
  '/web/account/menu.tsx',
];
const options: ScreenChunkOptions = {
  layout: /journey-layout/,
  firstScreens: /pan-verification/,
  returnScreen: /document-center/,
  afterPaint: /account\/menu/,
  standalone: [/verify-document/],
  iconSet: { barrel: /\/icons\.mjs$/, icon: /\/icons\//, instead: 'import icons one by one' },
};

describe('screen chunks', () => {
  const groups = screenChunkGroups(graph, '/web/main.tsx', lazyEntries, options);

  it('leaves the landing page’s own code in its entry, and what others use too in one chunk', () => {
    expect(groups.get('/web/main.tsx')).toBeUndefined();
    expect(groups.get('/nm/react-dom.js')).toBeUndefined();
    expect(groups.get('/nm/react.js')).toBe('app');
    expect(groups.get('/nm/icons/home.mjs')).toBeUndefined();
  });

  it('puts the layout’s code and what the first screen shares in the journey’s chunk', () => {
    expect(groups.get('/nm/query.js')).toBe('journey');
    expect(groups.get('/web/routes/journey-layout.tsx')).toBe('journey');
  });

  it('puts what later screens share in their own chunk, and leaves one screen’s code with it', () => {
    expect(groups.get('/web/ui/select.tsx')).toBe('screens');
    expect(groups.get('/web/documents/card.tsx')).toBeUndefined();
    expect(groups.get('/web/ui/tabs.tsx')).toBe('journey');
  });

  it('puts what the screen a return visit starts at shares with later screens in its own chunk', () => {
    expect(groups.get('/web/ui/dialog.tsx')).toBe('return-visit');
  });

  it('puts what the account menu shares with the screens in a chunk of its own', () => {
    expect(groups.get('/nm/layer.js')).toBe('overlays');
    expect(groups.get('/web/ui/select.tsx')).toBe('screens');
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
