// The update log's interface text in English: the keys and the source of truth (docs/i18n.md).
export default {
  'updateLog.title': 'Update Log',
  'updateLog.entries': 'Update entries',
  'updateLog.loading': 'Loading...',
  'updateLog.null': 'update data is null',
  'updateLog.version': 'v{version}',
  'updateLog.section': '{section, select, features {Features} contents {Contents} fixes {Fixes} data {Data} other {{section}}}',
  'updateLog.sectionOf': '{section} of v{version}',
  'updateLog.jpOnly': '(JP-only items, hidden until their release: turn on JP content in the settings to see them.)',
  'updateLog.link': '[link]',
  'updateLog.linkNumber': '[link {number}]',
};
