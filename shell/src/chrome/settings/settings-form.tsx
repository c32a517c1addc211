import { useCallback, useId, type ReactNode } from 'react';
import type { BooleanSettingKey } from 'shared-domain/settings/settings-model';
import { SCROLL_BATCH_MAX, SCROLL_BATCH_MIN } from 'shared-domain/settings/scroll-batch';
import {
  elementLangSet,
  nameScriptSet,
  scrollBatchCommitted,
  selectSettings,
  settingSet,
  settingsReset,
  themeSet,
} from 'shared-domain/settings/settings-slice';
import { Button } from 'shared-ui/controls/button';
import { ChoiceGroup } from 'shared-ui/controls/choice-group';
import { ToggleSwitch } from 'shared-ui/controls/toggle-switch';
import { useAppDispatch, useAppSelector } from 'shared-ui/hooks/store-hooks';
import { CollectionPanel } from '../collection/collection-panel';
import { SettingsClock } from './settings-clock';
import styles from './settings-form.module.css';
import { useScrollBatchField } from './use-scroll-batch-field';

const ELEMENT_LANG_OPTIONS = [
  { value: 'en', label: 'English' },
  { value: 'jp', label: 'Japanese' },
] as const;

const NAME_SCRIPT_OPTIONS = [
  { value: 'en', label: 'English' },
  { value: 'ja', label: '日本語', lang: 'ja' },
  { value: 'both', label: 'Both' },
] as const;

const THEME_OPTIONS = [
  { value: 'dark', label: 'Dark' },
  { value: 'light', label: 'Light' },
] as const;

/**
 * Every local setting. Shared by the /settings page and the navbar's modal; both
 * read and write the one store, so a change shows at once everywhere (and is saved by the store).
 */
export function SettingsForm() {
  const settings = useAppSelector(selectSettings);
  const dispatch = useAppDispatch();
  const batchId = useId();
  const toggle = (key: BooleanSettingKey) => (value: boolean) => dispatch(settingSet({ key, value }));
  const batch = useScrollBatchField(
    settings.scrollBatch,
    useCallback((text: string) => dispatch(scrollBatchCommitted(text)), [dispatch]),
  );

  return (
    <>
      <form className={styles.form} aria-label="Settings" onSubmit={(e) => e.preventDefault()}>
        <SettingsGroup legend="Content">
          <ToggleSwitch
            label="Enable JP-only content"
            description="Show characters, cards and prayers that exist only in the Japanese version, and releases that are still in the future (spoilers)."
            checked={settings.jpContent}
            onChange={toggle('jpContent')}
          />
        </SettingsGroup>

        <SettingsGroup legend="Names">
          <ChoiceGroup
            legend="Character names"
            description={
              <>
                Reimu Hakurei, <span lang="ja">博麗霊夢</span>, or both: Reimu Hakurei / <span lang="ja">博麗霊夢</span>. The two settings
                below choose the English form.
              </>
            }
            value={settings.nameScript}
            options={NAME_SCRIPT_OPTIONS}
            onChange={(value) => dispatch(nameScriptSet(value))}
          />
          <ToggleSwitch
            label="Traditional name order"
            description="Family name first, as in Japanese: Hakurei Reimu instead of Reimu Hakurei."
            checked={settings.useTraditionalName}
            onChange={toggle('useTraditionalName')}
          />
          <ToggleSwitch
            label="Transliterated names"
            description="Romanised Japanese names instead of their English translations."
            checked={settings.useTranslitName}
            onChange={toggle('useTranslitName')}
          />
          <ChoiceGroup
            legend="Element names"
            value={settings.elementLang}
            options={ELEMENT_LANG_OPTIONS}
            onChange={(value) => dispatch(elementLangSet(value))}
          />
        </SettingsGroup>

        <SettingsGroup legend="Time">
          <ToggleSwitch
            label="Show times in UTC"
            description="Dates and countdowns in UTC instead of your own time zone."
            checked={settings.useUtc}
            onChange={toggle('useUtc')}
          />
          <SettingsClock />
        </SettingsGroup>

        <SettingsGroup legend="Lists">
          <label className={styles.field} htmlFor={batchId}>
            <span className={styles.fieldLabel}>Items loaded per scroll</span>
            <span id={`${batchId}-hint`} className={styles.hint}>
              A whole number from {SCROLL_BATCH_MIN} to {SCROLL_BATCH_MAX}. Left blank, lists load 10 at a time.
            </span>
          </label>
          <input
            id={batchId}
            className={styles.input}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
            aria-describedby={`${batchId}-hint`}
            value={batch.text}
            onChange={(e) => batch.typed(e.target.value)}
            onBlur={batch.commit}
            onKeyDown={(e) => {
              if (e.key === 'Enter') batch.commit();
            }}
          />
        </SettingsGroup>

        <SettingsGroup legend="Appearance">
          <ChoiceGroup legend="Theme" value={settings.theme} options={THEME_OPTIONS} onChange={(value) => dispatch(themeSet(value))} />
        </SettingsGroup>

        <div className={styles.actions}>
          <Button
            onClick={() => {
              batch.discard();
              dispatch(settingsReset());
            }}
          >
            Reset to defaults
          </Button>
        </div>
      </form>
      <CollectionPanel />
    </>
  );
}

/** One group of settings under its legend. */
function SettingsGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}
