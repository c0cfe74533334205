import {
  dropSearchPartsSql,
  dropSearchPhrasePairsSql,
  dropSearchTableSql,
  searchPartsSql,
  searchPhrasePairsSql,
  searchTableSql,
  searchTables,
} from './search-tables.js';

describe('search tables', () => {
  it('names the tables inside the given schema', () => {
    expect(searchTables('learn')).toEqual({ documents: 'learn.search_documents', words: 'learn.search_words' });
    expect(searchTableSql('learn').join('\n')).not.toMatch(/\bcontent\./);
    expect(dropSearchTableSql('content')).toEqual(['DROP TABLE content.search_words, content.search_documents']);
  });

  it('adds the phrase pairs with a function of the schema, and takes them away again', () => {
    const up = searchPhrasePairsSql('content');
    expect(up[0]).toMatch(/^CREATE FUNCTION content\.search_pairs\(v tsvector\)/);
    expect(up).toContainEqual(expect.stringMatching(/ADD COLUMN search .*\|\| content\.search_pairs\(/s));
    const down = dropSearchPhrasePairsSql('content');
    expect(down.at(-1)).toBe('DROP FUNCTION content.search_pairs(tsvector)');
    expect(down.join('\n')).not.toMatch(/search_pairs\(setweight/);
  });

  it('adds the columns naming the item a part belongs to in the given schema, and takes them away again', () => {
    expect(searchPartsSql('learn').join('\n')).toMatch(/^ALTER TABLE learn\.search_documents\s+ADD COLUMN parent_kind/);
    expect(dropSearchPartsSql('learn').join('\n')).toMatch(/DROP COLUMN parent_kind$/);
    expect(() => searchPartsSql('learn; x')).toThrow(/schema/);
  });

  it('refuses a schema name that is not a plain identifier, as it is written into SQL', () => {
    for (const schema of ['', 'Content', 'content; DROP TABLE x', 'a.b', '1learn']) {
      expect(() => searchTableSql(schema)).toThrow(/schema/);
    }
  });
});
