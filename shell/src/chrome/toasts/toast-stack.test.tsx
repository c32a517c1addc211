import { fireEvent, render, screen, within } from '@testing-library/react';
import type { Toast } from 'shared-domain/toasts/toast-machine';
import { inJapanese, loadJapanese } from '../../messages/test-support/in-japanese';
import { ToastStack } from './toast-stack';

const toast = (id: number, phase: Toast['phase']): Toast => ({ id, text: `Toast ${id}`, durationMs: 1000, phase });

describe('ToastStack', () => {
  it('keeps a polite live region even when empty', () => {
    render(<ToastStack toasts={[]} onDismiss={() => {}} />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).getByRole('list')).toHaveAttribute('aria-live', 'polite');
  });

  it('stacks toasts 8 px apart and collapses the gap of a hidden one', () => {
    render(<ToastStack toasts={[toast(1, 'show'), toast(2, 'hidden'), toast(3, 'wait')]} onDismiss={() => {}} />);
    const items = screen.getAllByRole('listitem', { hidden: true });
    expect(items.map((li) => li.dataset.phase)).toEqual(['show', 'hidden', 'wait']);
    expect(items[0]).toHaveStyle({ marginTop: '8px' });
    expect(items[1]).toHaveStyle({ marginTop: '0px' });
    expect(items[1]).toHaveAttribute('aria-hidden', 'true');
    expect(items[2]).toHaveStyle({ marginTop: '8px' });
  });

  it('dismisses by id', () => {
    const onDismiss = jest.fn();
    render(<ToastStack toasts={[toast(4, 'show')]} onDismiss={onDismiss} />);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(onDismiss).toHaveBeenCalledWith(4);
  });
});

describe('ToastStack action', () => {
  it('shows the toast’s button and hands the toast back when pressed', () => {
    const onAction = jest.fn();
    const undo = { ...toast(5, 'show'), action: { label: 'Undo', dispatch: { type: 'x/undo' } } };
    render(<ToastStack toasts={[undo, toast(6, 'show')]} onDismiss={() => {}} onAction={onAction} />);
    expect(screen.getAllByRole('button', { name: 'Undo' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onAction).toHaveBeenCalledWith(undo);
  });

  it('names its region and dismiss button in Japanese on a Japanese page', async () => {
    await loadJapanese();
    render(inJapanese(<ToastStack toasts={[toast(5, 'show')]} onDismiss={() => {}} />));
    expect(await screen.findByRole('region', { name: '通知' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '通知を閉じる' })).toBeInTheDocument();
  });
});
