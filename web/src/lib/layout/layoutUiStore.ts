import { create } from 'zustand';

/** Transient state of the main layout shared by header, menu and dialogs. */
interface LayoutUi {
  collapsed: boolean;
  mobileMenuOpen: boolean;
  settingsOpen: boolean;
  changePasswordOpen: boolean;
  departOpen: boolean;
}

export const useLayoutUi = create<LayoutUi>(() => ({
  collapsed: false,
  mobileMenuOpen: false,
  settingsOpen: false,
  changePasswordOpen: false,
  departOpen: false,
}));

export const layoutUi = {
  set: (patch: Partial<LayoutUi>) => useLayoutUi.setState(patch),
  toggleCollapsed: () => useLayoutUi.setState((s) => ({ collapsed: !s.collapsed })),
};
