import { App } from 'antd';

/** Toasts keyed by their text, so the same message never shows twice at once (spec §9). */
export function useToast() {
  const { notification } = App.useApp();
  const show = (type: 'success' | 'info' | 'warning' | 'error') => (text: string) =>
    notification[type]({ key: `${type}:${text}`, title: text });
  return { success: show('success'), info: show('info'), warning: show('warning'), error: show('error') };
}
