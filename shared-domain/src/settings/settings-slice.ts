import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_SETTINGS, type BooleanSettingKey, type ElementLang, type NameScript, type Settings, type Theme } from './settings-model';
import { effectiveScrollBatch, parseScrollBatchInput } from './scroll-batch';

export const settingsSlice = createSlice({
  name: 'settings',
  initialState: (): Settings => ({ ...DEFAULT_SETTINGS }),
  reducers: {
    settingToggled(state, action: PayloadAction<BooleanSettingKey>) {
      state[action.payload] = !state[action.payload];
    },
    settingSet(state, action: PayloadAction<{ key: BooleanSettingKey; value: boolean }>) {
      state[action.payload.key] = action.payload.value;
    },
    elementLangSet(state, action: PayloadAction<ElementLang>) {
      state.elementLang = action.payload;
    },
    nameScriptSet(state, action: PayloadAction<NameScript>) {
      state.nameScript = action.payload;
    },
    themeSet(state, action: PayloadAction<Theme>) {
      state.theme = action.payload;
    },
    /** Takes the field's text when the visitor commits it; cleaning and clamping happen here, once. */
    scrollBatchCommitted(state, action: PayloadAction<string>) {
      state.scrollBatch = parseScrollBatchInput(action.payload);
    },
    settingsReplaced(_state, action: PayloadAction<Settings>) {
      return action.payload;
    },
    settingsReset() {
      return { ...DEFAULT_SETTINGS };
    },
  },
  selectors: {
    selectSettings: (s) => s,
    selectJpContent: (s) => s.jpContent,
    selectUseUtc: (s) => s.useUtc,
    selectTheme: (s) => s.theme,
    selectScrollBatch: (s) => effectiveScrollBatch(s.scrollBatch),
  },
});

export const {
  settingToggled,
  settingSet,
  elementLangSet,
  nameScriptSet,
  themeSet,
  scrollBatchCommitted,
  settingsReplaced,
  settingsReset,
} = settingsSlice.actions;
export const { selectSettings, selectJpContent, selectUseUtc, selectTheme, selectScrollBatch } = settingsSlice.selectors;
