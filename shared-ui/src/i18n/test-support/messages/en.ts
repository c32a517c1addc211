export default {
  greeting: 'Hello, {name}',
  characters: '{count, plural, one {# character} other {# characters}}',
  prayerKind: '{kind, select, festival {Festival prayer} limited {Limited prayer} other {Prayer}}',
  onlyEnglish: 'Not yet translated',
};
