import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster, toast } from '../lib/toast';
import { passTime } from '../testing/render-screen';
import { toastOffline } from './failure-toast';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  toast.dismiss();
  vi.useRealTimers();
});

describe('the toast for what was tapped offline', () => {
  it('keeps Try again until the borrower taps it, however long the connection takes', async () => {
    const retry = vi.fn();
    render(<Toaster />);
    toastOffline(retry);
    await passTime(0);
    expect(screen.getByText('You are offline — try again when you are connected')).toBeVisible();

    await passTime(120_000);
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(retry).toHaveBeenCalledOnce();
  });

  it('without a way to try again, goes by itself', async () => {
    render(<Toaster />);
    toastOffline();
    await passTime(0);
    expect(screen.getByText('You are offline — try again when you are connected')).toBeVisible();

    await passTime(10_000);
    expect(screen.queryByText('You are offline — try again when you are connected')).toBeNull();
  });
});
