import { aliasProblems, readSearchNameFacts, searchNamesView } from './search-aliases';
import { loadContent, resolveContentDir } from '../load-content';

const known = { personIds: new Set([1, 2]), unitIds: new Set([1001, 27001]) };

describe('the alias file check', () => {
  it('accepts an alias of an existing person and one of an existing unit', () => {
    expect(
      aliasProblems(
        [
          { alias: 'Reimu', personId: 1, source: 'hand' },
          { alias: 'Cf1# Reimu', unitId: 27001, source: 'tier list' },
        ],
        known,
      ),
    ).toEqual([]);
  });

  it('names each alias that points at nothing, at both or at neither, and one without a source', () => {
    expect(
      aliasProblems(
        [
          { alias: 'Ghost', personId: 99, source: 'hand' },
          { alias: 'Nobody', unitId: 5, source: 'hand' },
          { alias: 'Both', personId: 1, unitId: 1001, source: 'hand' },
          { alias: 'Neither', source: 'hand' },
          { alias: 'Sourceless', personId: 2, source: ' ' },
          { alias: ' ', personId: 2, source: 'hand' },
        ],
        known,
      ),
    ).toEqual([
      'aliases.json: aliases[0].personId: no person 99 in the roster',
      'aliases.json: aliases[1].unitId: no unit 5 in the content',
      'aliases.json: aliases[2]: must name exactly one of personId or unitId',
      'aliases.json: aliases[3]: must name exactly one of personId or unitId',
      'aliases.json: aliases[4].source: must say where the alias was seen',
      'aliases.json: aliases[5].alias: must be a non-empty name',
    ]);
  });

  it('names an alias listed twice for the same person', () => {
    expect(
      aliasProblems(
        [
          { alias: 'Flan', personId: 1, source: 'a' },
          { alias: 'flan', personId: 1, source: 'b' },
        ],
        known,
      ),
    ).toEqual(['aliases.json: aliases[1].alias: "flan" is listed twice for the same target']);
  });

  it('finds no problem in the committed alias file against the committed content', async () => {
    const content = await loadContent(resolveContentDir({}));
    const facts = readSearchNameFacts();
    const unitIds = new Set(content.characters.map((c) => c.id));
    expect(aliasProblems(facts.aliases, { personIds: new Set(facts.persons.map((p) => p.personId)), unitIds })).toEqual([]);
    const view = searchNamesView(content.characters, facts);
    // Utsuho Reiuji (person 53) is "Okuu" to players; Reimu's Chinese names come from the roster.
    expect(view.persons.find((p) => p.personId === 53)?.aliases).toEqual(['Okuu']);
    expect(view.persons.find((p) => p.personId === 1)?.zh).toEqual(['博丽灵梦', '灵梦']);
    expect(view.units.find((u) => u.id === 27001)).toEqual({
      id: 27001,
      personId: 1,
      variantCode: 'Cf1#',
      shortName: 'Reimu',
      jp: expect.any(String),
      kana: expect.any(String),
      aliases: ['Cf1# Reimu'],
    });
  });
});
