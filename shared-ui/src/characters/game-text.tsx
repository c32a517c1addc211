import { gameTextParts } from 'shared-domain/characters/display-name';
import { useNameSettings } from '../hooks/use-name-settings';
import { useEnglishTextLang } from 'shared-ui/i18n/locale-context';
import { NameText } from './name-text';

/**
 * Game text that is not a person's name (a story card's name) in the script the name settings ask
 * for. Without Japanese in the content it stays English, marked as English on a Japanese page.
 */
export function GameText({ en, jp }: { en: string; jp?: string | null }) {
  const { nameScript } = useNameSettings();
  const englishLang = useEnglishTextLang();
  return <NameText parts={gameTextParts({ en, jp }, nameScript)} enLang={englishLang === 'en'} />;
}
