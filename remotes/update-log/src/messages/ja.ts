import type en from './en';

// The update log's interface text in Japanese; the entries themselves are the site's content, in English.
export default {
  'updateLog.title': '更新履歴',
  'updateLog.entries': '更新の一覧',
  'updateLog.loading': '読み込み中...',
  'updateLog.null': '更新データがありません',
  'updateLog.version': 'v{version}',
  'updateLog.section': '{section, select, features {新機能} contents {コンテンツ} fixes {修正} data {データ} other {{section}}}',
  'updateLog.sectionOf': 'v{version}の{section}',
  'updateLog.jpOnly': '（日本版限定の内容で、実装まで非表示です。表示するには設定で日本版限定の内容をオンにしてください。）',
  'updateLog.link': '[リンク]',
  'updateLog.linkNumber': '[リンク{number}]',
} satisfies Partial<Record<keyof typeof en, string>>;
