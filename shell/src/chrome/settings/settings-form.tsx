import { useCallback, useId, type ReactNode } from 'react';
import { DEFAULT_SETTINGS, type BooleanSettingKey } from 'shared-domain/settings/settings-model';
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
import { useAppDispatch } from 'shared-ui/hooks/store-hooks';
import { useAfterHydration } from 'shared-ui/hooks/use-collection';
import { useT } from '../../messages/catalogue';
import { richText } from '../../messages/rich-text';
import { CollectionPanel } from '../collection/collection-panel';
import { SettingsClock } from './settings-clock';
import styles from './settings-form.module.css';
import { useScrollBatchField } from './use-scroll-batch-field';

/**
 * Every local setting. Shared by the /settings page and the navbar's modal; both
 * read and write the one store, so a change shows at once everywhere (and is saved by the store).
 * Each control is named for its setting: the server draws the defaults, and the page's inline script
 * puts the stored values into those controls before the page's code has run. The form hydrates
 * with the defaults, as the server drew them, then renders the store's.
 */
export function SettingsForm() {
  const t = useT();
  const settings = useAfterHydration(selectSettings, DEFAULT_SETTINGS);
  const dispatch = useAppDispatch();
  const batchId = useId();
  const elementLangOptions = [
    { value: 'en', label: t('settings.english') },
    { value: 'jp', label: t('settings.japanese') },
  ] as const;
  // 日本語 names itself, in either language (as the name it chooses is written).
  const nameScriptOptions = [
    { value: 'en', label: t('settings.english') },
    { value: 'ja', label: '日本語', lang: 'ja' },
    { value: 'both', label: t('settings.both') },
  ] as const;
  const themeOptions = [
    { value: 'dark', label: t('settings.dark') },
    { value: 'light', label: t('settings.light') },
  ] as const;
  const toggle = (key: BooleanSettingKey) => (value: boolean) => dispatch(settingSet({ key, value }));
  const batch = useScrollBatchField(
    settings.scrollBatch,
    useCallback((text: string) => dispatch(scrollBatchCommitted(text)), [dispatch]),
  );

  return (
    <>
      <form
        className={styles.form}
        aria-label={t('settings.title')}
        onSubmit={(e) => e.preventDefault()}
        // Where the inline script of the server's page shows the stored settings (early-settings.cjs).
        data-stored-settings=""
      >
        <SettingsGroup legend={t('settings.content')}>
          <ToggleSwitch
            label={t('settings.jpContent')}
            description={t('settings.jpContentHint')}
            name="jpContent"
            checked={settings.jpContent}
            onChange={toggle('jpContent')}
          />
        </SettingsGroup>

        <SettingsGroup legend={t('settings.names')}>
          <ChoiceGroup
            legend={t('settings.characterNames')}
            description={
              <>{richText(t, 'settings.characterNamesHint', { english: 'Reimu Hakurei', japanese: <span lang="ja">博麗霊夢</span> })}</>
            }
            name="nameScript"
            value={settings.nameScript}
            options={nameScriptOptions}
            onChange={(value) => dispatch(nameScriptSet(value))}
          />
          <ToggleSwitch
            label={t('settings.traditionalName')}
            description={t('settings.traditionalNameHint')}
            name="useTraditionalName"
            checked={settings.useTraditionalName}
            onChange={toggle('useTraditionalName')}
          />
          <ToggleSwitch
            label={t('settings.translitName')}
            description={t('settings.translitNameHint')}
            name="useTranslitName"
            checked={settings.useTranslitName}
            onChange={toggle('useTranslitName')}
          />
          <ChoiceGroup
            legend={t('settings.elementNames')}
            name="elementLang"
            value={settings.elementLang}
            options={elementLangOptions}
            onChange={(value) => dispatch(elementLangSet(value))}
          />
        </SettingsGroup>

        <SettingsGroup legend={t('settings.time')}>
          <ToggleSwitch
            label={t('settings.utc')}
            description={t('settings.utcHint')}
            name="useUtc"
            checked={settings.useUtc}
            onChange={toggle('useUtc')}
          />
          <SettingsClock />
        </SettingsGroup>

        <SettingsGroup legend={t('settings.lists')}>
          <label className={styles.field} htmlFor={batchId}>
            <span className={styles.fieldLabel}>{t('settings.scrollBatch')}</span>
            <span id={`${batchId}-hint`} className={styles.hint}>
              {t('settings.scrollBatchHint', { min: SCROLL_BATCH_MIN, max: SCROLL_BATCH_MAX })}
            </span>
          </label>
          <input
            id={batchId}
            name="scrollBatch"
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

        <SettingsGroup legend={t('settings.appearance')}>
          <ChoiceGroup
            legend={t('settings.theme')}
            name="theme"
            value={settings.theme}
            options={themeOptions}
            onChange={(value) => dispatch(themeSet(value))}
          />
        </SettingsGroup>

        <div className={styles.actions}>
          <Button
            onClick={() => {
              batch.discard();
              dispatch(settingsReset());
            }}
          >
            {t('settings.reset')}
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
