import type { ThemeConfig } from 'antd';

/** Fire-service red on a calm, professional base. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#b3261e',
    colorLink: '#9a1f18',
    borderRadius: 6,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: { siderBg: '#1f1f1f', triggerBg: '#141414', headerBg: '#ffffff', headerPadding: '0 24px' },
    Menu: { darkItemBg: '#1f1f1f', darkSubMenuItemBg: '#141414', darkItemSelectedBg: '#b3261e' },
  },
};

/** The same without antd's transitions (drawers, menus, toasts and tabs appear at once). */
export const motionlessTheme: ThemeConfig = { ...theme, token: { ...theme.token, motion: false } };

/** Toasts per spec §9: at most 2, 2 s, bottom centre. */
export const notificationConfig = { placement: 'bottom' as const, maxCount: 2, duration: 2 };
