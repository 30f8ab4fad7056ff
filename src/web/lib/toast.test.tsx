import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module, sonner not yet loaded (setup.ts loads it for every other test). */
async function freshToasts() {
  vi.resetModules();
  return import('./toast');
}

/** A screen that raises a toast as soon as it is shown. */
function RaisesOnFirstRender({ raise }: { raise: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the first render
  useEffect(() => {
    raise();
  }, []);
  return null;
}

const shownToasts = () =>
  [...document.querySelectorAll('[data-sonner-toast]')].map((each) => each.textContent);

describe('toasts raised before sonner has arrived', () => {
  it('show once it has: one raised on a screen’s first render, with its action', async () => {
    const { toast, Toaster } = await freshToasts();
    const retry = vi.fn();
    render(
      <>
        <RaisesOnFirstRender
          raise={() =>
            toast.error('You are offline', { action: { label: 'Try again', onClick: retry } })
          }
        />
        <Toaster />
      </>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
    expect(screen.getByText('You are offline')).toBeInTheDocument();
    toast.dismiss();
  });

  it('are replaced by a later one with the same id, and taken away by a dismiss', async () => {
    const { toast, Toaster, loadToasts } = await freshToasts();
    toast.success('Saved', { id: 'saved' });
    toast.success('Saved again', { id: 'saved' });
    toast.info('Opening');
    toast.error('Gone before it showed', { id: 'gone' });
    toast.dismiss('gone');
    await loadToasts();
    render(<Toaster />);
    await waitFor(() => expect(shownToasts()).toHaveLength(2));
    expect(screen.getByText('Saved again')).toBeInTheDocument();
    expect(screen.getByText('Opening')).toBeInTheDocument();
    expect(screen.queryByText('Saved')).toBeNull();
    toast.dismiss();
  });

  it('are all taken away by a dismiss without an id', async () => {
    const { toast, Toaster, loadToasts } = await freshToasts();
    toast.success('One');
    toast.error('Two', { id: 'two' });
    toast.dismiss();
    toast.info('After');
    await loadToasts();
    render(<Toaster />);
    await screen.findByText('After');
    expect(shownToasts()).toHaveLength(1);
    toast.dismiss();
  });
});
