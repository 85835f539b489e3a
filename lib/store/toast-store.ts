// Toast messages waiting to be shown. The toaster itself loads on the first message, so the
// toast library stays out of every page's first load.

import { create } from 'zustand';

export interface ToastMessage {
  id: number;
  message: string;
  tone: 'success' | 'error' | 'info';
}

interface ToastStore {
  queue: ToastMessage[];
  nextId: number;
}

export const useToastStore = create<ToastStore>()(() => ({ queue: [], nextId: 1 }));

export function showToast(message: string, tone: ToastMessage['tone'] = 'success'): void {
  useToastStore.setState(({ queue, nextId }) => ({ queue: [...queue, { id: nextId, message, tone }], nextId: nextId + 1 }));
}

/** Hands the waiting messages to the toaster and empties the queue. */
export function takeToasts(): ToastMessage[] {
  const { queue } = useToastStore.getState();
  if (queue.length > 0) useToastStore.setState({ queue: [] });
  return queue;
}
