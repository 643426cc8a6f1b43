/** Brief success or error notices ("Copied", "Download started"), shown by the host's <Notices/>. */
import { create } from 'zustand';

export type NoticeKind = 'success' | 'error';
export interface Notice {
  id: number;
  kind: NoticeKind;
  /** Already translated text. */
  text: string;
}

interface NoticeState {
  notices: Notice[];
  push: (kind: NoticeKind, text: string) => void;
  dismiss: (id: number) => void;
}

const NOTICE_MS = 3000;
let nextId = 1;

export const useNotices = create<NoticeState>((set, get) => ({
  notices: [],
  push: (kind, text) => {
    const id = nextId++;
    set({ notices: [...get().notices.slice(-2), { id, kind, text }] });
    setTimeout(() => get().dismiss(id), NOTICE_MS);
  },
  dismiss: (id) => set({ notices: get().notices.filter((n) => n.id !== id) }),
}));

export function notify(kind: NoticeKind, text: string): void {
  useNotices.getState().push(kind, text);
}
