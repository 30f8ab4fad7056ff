import type { Plugin } from 'vite';

/**
 * Few, larger chunks for the journey screens. Left to itself the bundler makes a chunk of every
 * module two screens share: /pan-verification loaded 35 files and the Document Center 60, in
 * waves, six at a time over HTTP/1.1 on a slow phone network — most of their first paint was
 * spent waiting on round trips, not bytes (issue 18).
 *
 * From the module graph (static imports only):
 * - `app`: the landing page's code that lazily loaded modules use too (React, the router,
 *   i18next), in one file beside the entry's, not in as many as the sets of modules using each
 *   piece (adding a lazily loaded dialog split it into five);
 * for code that is not the landing page's own:
 * - `journey`: what the journey layout needs, and what the first screen of a visit shares with
 *   other screens;
 * - `return-visit`: what the screen a returning borrower's visit starts at (the Document Center,
 *   from a bookmark or after signing in) shares with other screens and the journey's chunk does
 *   not hold — so that screen does not also download every other screen's shared code;
 * - `overlays`: what the account menu, fetched after the first paint of every screen once signed
 *   in, shares with other screens (the menu's and dialogs' primitives) — so the menu does not
 *   fetch `screens` with it;
 * - `screens`: the rest of what two or more journey screens share — it downloads while the
 *   first screen is read (router.tsx preloads the next screen);
 * - `shared`: what a standalone page (a share link's page, a document check) shares with the
 *   journey, so that such a page never loads the journey's code;
 * - `icons`: the icons of the set the screens use, in one file;
 * - the rest stays with the one screen (or standalone page) that uses it.
 * So a journey screen is a handful of files, never dozens.
 */

export type ScreenChunk =
  | 'app'
  | 'journey'
  | 'return-visit'
  | 'overlays'
  | 'screens'
  | 'shared'
  | 'icons';

export interface ScreenChunkOptions {
  /** The journey screens' layout, lazily loaded with the first journey screen. */
  layout: RegExp;
  /** The screens a first visit opens after the landing page: what they need loads first. */
  firstScreens: RegExp;
  /** The screen a returning visit starts at: what it shares with other screens goes to `return-visit`. */
  returnScreen: RegExp;
  /**
   * A part every screen fetches after its first paint (the account menu, once signed in): what
   * it shares with other screens goes to `overlays`.
   */
  afterPaint: RegExp;
  /** Lazily loaded modules that are not journey screens (their code stays apart). */
  standalone: RegExp[];
  /**
   * An icon set imported through a barrel that re-exports every icon: through the barrel, each
   * screen would seem to use all of them. The landing page imports its icons one by one
   * (`instead`), so exactly those stay in its file; the others go to `icons`.
   */
  iconSet: { barrel: RegExp; icon: RegExp; instead: string };
}

export interface ModuleGraph {
  staticImports: (id: string) => readonly string[];
}

function staticClosure(graph: ModuleGraph, start: string, skip: RegExp): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    if (!skip.test(id)) queue.push(...graph.staticImports(id));
  }
  return seen;
}

/** Which group each module goes to: a pure function of the graph. */
export function screenChunkGroups(
  graph: ModuleGraph,
  entry: string,
  lazyEntries: readonly string[],
  options: ScreenChunkOptions,
): Map<string, ScreenChunk> {
  const { barrel, icon, instead } = options.iconSet;
  const landing = staticClosure(graph, entry, barrel);
  const landingBarrel = [...landing].find((id) => barrel.test(id));
  if (landingBarrel) {
    throw new Error(`screen-chunks: the landing page imports ${landingBarrel}; ${instead}`);
  }
  const groups = new Map<string, ScreenChunk>();
  const journeyUses = new Map<string, number>();
  const standalone = new Set<string>();
  const first = new Set<string>();
  const returning = new Set<string>();
  const afterPaint = new Set<string>();
  for (const lazyEntry of lazyEntries) {
    const isFirst = options.layout.test(lazyEntry) || options.firstScreens.test(lazyEntry);
    for (const id of staticClosure(graph, lazyEntry, barrel)) {
      if (landing.has(id)) {
        if (id !== entry) groups.set(id, 'app');
        continue;
      }
      if (barrel.test(id)) {
        for (const member of graph.staticImports(id)) {
          if (icon.test(member) && !landing.has(member)) groups.set(member, 'icons');
        }
      } else if (options.standalone.some((pattern) => pattern.test(lazyEntry))) {
        standalone.add(id);
      } else {
        // The layout comes with every journey screen: what it needs is shared by all of them.
        const weight = options.layout.test(lazyEntry) ? 2 : 1;
        journeyUses.set(id, (journeyUses.get(id) ?? 0) + weight);
        if (isFirst) first.add(id);
        if (options.returnScreen.test(lazyEntry)) returning.add(id);
        if (options.afterPaint.test(lazyEntry)) afterPaint.add(id);
      }
    }
  }
  for (const [id, uses] of journeyUses) {
    if (uses < 2) continue;
    groups.set(
      id,
      standalone.has(id)
        ? 'shared'
        : first.has(id)
          ? 'journey'
          : returning.has(id)
            ? 'return-visit'
            : afterPaint.has(id)
              ? 'overlays'
              : 'screens',
    );
  }
  return groups;
}

/**
 * The plugin reads the graph once it is built; `codeSplittingGroups` go to the bundler
 * (`build.rolldownOptions.output.codeSplitting.groups`).
 */
export function screenChunks(options: ScreenChunkOptions) {
  let groups = new Map<string, ScreenChunk>();
  const plugin: Plugin = {
    name: 'screen-chunks',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const info = (id: string) => this.getModuleInfo(id);
      const entry = ids.find((id) => info(id)?.isEntry);
      if (!entry) throw new Error('screen-chunks: no entry module');
      const lazyEntries = [...new Set(ids.flatMap((id) => info(id)?.dynamicallyImportedIds ?? []))];
      groups = screenChunkGroups(
        { staticImports: (id) => info(id)?.importedIds ?? [] },
        entry,
        lazyEntries,
        options,
      );
    },
  };
  const codeSplittingGroups = (
    ['app', 'icons', 'shared', 'journey', 'return-visit', 'overlays', 'screens'] as const
  ).map((name) => ({
    name,
    test: (id: string) => groups.get(id) === name,
  }));
  return { plugin, codeSplittingGroups };
}
