// shared-ui's own words, for the components every unit renders (the keys and the source of truth).
export default {
  'characters.spoilerLabel': 'Unrevealed character (spoiler)',
  'characters.unnamed': 'Character #{id}',
  'characters.thumbnailTitle': '{name} ({typeName}, {role})',
  'characters.thumbnailText': '{name} ({typeName}, {role}){owned, select, yes {, owned} other {}}',

  'collection.owned': 'Owned {owned} of {total}',
  'collection.readOnly': 'A shared collection is shown: show yours again to mark it.',
  'collection.undo': 'Undo',

  'icons.role':
    '{role, select, attack {Attack} debuff {Debuff} defense {Defense} destroy {Destroy} heal {Heal} speed {Speed} support {Support} technical {Technical} other {{role}}}',
  'icons.type':
    '{type, select, gen {Standard} fes {Festival} afes {A type Festival} sfes {Ultra Festival} mfes {Ultra Festival (hifuu)} exfes {EX Festival} relic {Relic} genic {Genic} epic {Epic} wfes {Pure Festival} ds {VS Divergent Spirit Ritual} yukkuri {yukkuri} other {{type}}}',
  'icons.stars': '{filled} of {total} stars',

  'lists.loading': 'Loading...',
  'lists.complete': '.',

  'modal.close': 'Close',
  'modal.character': 'Character',
  'modal.invalidCharacter': '"{shown}" is not a character id: the link should end in ?character= and a number, e.g. ?character=1001.',

  'page.notFoundTitle': 'Error Page Not Found',
  'page.notFoundText': 'There is nothing at this address. It may have moved, or the link may be mistyped.',
  'page.goHome': 'Go to home page >>',
  'page.loading': 'Loading page…',

  'prayers.number': 'Prayer #{number}',
  'prayers.upcoming': 'Upcoming',
  'prayers.ongoing': 'Ongoing',
  'prayers.startsIn': 'Starts in',
  'prayers.endsIn': 'Ends in',
  'prayers.start': 'Start',
  'prayers.end': 'End',
  'prayers.duration': 'Duration',
  'prayers.maxPulls': 'Max: {count, plural, one {# pull} other {# pulls}}',
  'prayers.moreRateUps': '-- {count} more... --',
  'prayers.new': 'NEW',
  'prayers.rateUps': 'Rate up characters',

  'query.loading': 'Loading',
  'query.empty': 'data is null',
  'query.retry': 'Retry',
  'query.slow': 'The server is slow to answer. Still waiting…',
  'query.serverAnswered': 'The server answered {status}.',
  'query.unreachable': 'The server could not be reached. Check your connection and retry.',
  'query.unreadable': 'The server sent an answer that could not be read.',
  'query.timeout': 'The server took too long to answer.',
  'query.failed': 'Something went wrong while loading this data.',

  'search.advanced': 'Advanced Search',
  'search.reset': 'Reset',
  'search.any': 'Any',
  'search.remove': 'Remove {label}',
  'search.inUtc': 'in UTC',
  'search.problems': 'Some of the search in this link could not be used and is ignored:',
  'search.ctrlFHint': 'Press Ctrl + Shift + F to open advanced search',

  'spoilers.showJpContent': 'Show JP-only content',
};
