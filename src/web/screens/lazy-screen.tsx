import { type ComponentType, type LazyExoticComponent, lazy, useState } from 'react';
import { ScreenBoundary, ScreenLoadError } from './screen-boundary';

/**
 * A screen that is its own module, loaded when first shown — or earlier, with `preload`, while
 * the borrower reads the screen before it. A failed load (a network drop) is not kept: the
 * screen's error boundary offers Try again, which asks for the module once more; when even that
 * fails while the browser says it is online, the page is reloaded (the journey is kept in
 * sessionStorage, see flow/flow-state.ts).
 */
export interface LazyScreen {
  /** Starts loading the module; resolves when it is there (never rejects). */
  preload: () => Promise<void>;
  /**
   * The component to render now: the screen itself once its module is here — so a screen whose
   * code arrived before the first render shows at once, with no loading state in between — and
   * otherwise a lazy component (a new one after a failed load is tried again).
   */
  current: () => ComponentType | LazyExoticComponent<ComponentType>;
  /** Asks for the module again; throws if it still does not arrive. */
  retry: () => Promise<void>;
}

export function lazyScreen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): LazyScreen {
  let loading: Promise<ComponentType> | undefined;
  let loaded: ComponentType | undefined;
  let triedAgain = false;
  const fetchModule = (): Promise<ComponentType> => {
    loading ??= load().then(
      (module) => {
        loaded = module[name];
        return loaded;
      },
      (error: unknown) => {
        // Forgotten, so that the next try asks the network again.
        loading = undefined;
        throw new ScreenLoadError(error);
      },
    );
    return loading;
  };
  const makeLazy = () => lazy(async () => ({ default: await fetchModule() }));
  let whileLoading = makeLazy();

  return {
    preload: () =>
      fetchModule().then(
        () => undefined,
        () => undefined,
      ),
    current: () => loaded ?? whileLoading,
    retry: async () => {
      try {
        await fetchModule();
      } catch (error) {
        // A browser that keeps a failed module import will never load it again: a reload will.
        if (triedAgain && navigator.onLine !== false) {
          window.location.reload();
          return;
        }
        triedAgain = true;
        throw error;
      }
      whileLoading = makeLazy();
    },
  };
}

/** A lazily loaded screen inside its error boundary. */
export function LazyScreenView({ screen }: { screen: LazyScreen }) {
  // Bumped after Try again, which brought the module: renders the screen. (A screen first
  // rendered lazily is never on view as the lazy component: React shows it only after rendering
  // it again once its module arrived, and by then `current` is the screen itself.)
  const [, setAttempt] = useState(0);
  const Current = screen.current();
  return (
    <ScreenBoundary
      onRetry={async () => {
        await screen.retry();
        setAttempt((attempt) => attempt + 1);
      }}
    >
      <Current />
    </ScreenBoundary>
  );
}
