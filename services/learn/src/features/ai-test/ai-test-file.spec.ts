import { AI_TEST_DIR, AiTestRepository } from './ai-test.repository.js';
import { isPassageFile, parsePassageFile } from './ai-test-file.js';

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('parsePassageFile', () => {
  const file = (front: string, body = 'A passage.') => `---\n${front}\n---\n${body}\n`;

  it('reads the truth, the explanation and the passage', () => {
    expect(parsePassageFile('fog.md', file('truth: human\nexplanation: "Specific."', '\nFog.\n\nRiver.'))).toEqual({
      id: 'fog',
      text: 'Fog.\n\nRiver.',
      truth: 'human',
      explanation: 'Specific.',
    });
  });

  it('throws naming the file and the field at fault', () => {
    expect(() => parsePassageFile('Fog.md', file('truth: human'))).toThrow('Fog.md: passage files are named <id>.md');
    expect(() => parsePassageFile('fog.md', 'Fog.')).toThrow('fog.md: front matter');
    expect(() => parsePassageFile('fog.md', file('truth: robot\nexplanation: x'))).toThrow(
      'fog.md: truth must be one of human, machine',
    );
    expect(() => parsePassageFile('fog.md', file('truth: machine'))).toThrow('fog.md: explanation must be');
    expect(() => parsePassageFile('fog.md', file('truth: machine\nexplanation: x', ' '))).toThrow('passage is empty');
    expect(isPassageFile('README.md')).toBe(false);
  });
});

describe('the shipped passages', () => {
  it('are twelve, half human and half machine, each 80 to 150 words with an explanation', async () => {
    const passages = await new AiTestRepository(AI_TEST_DIR).all();
    expect(passages).toHaveLength(12);
    expect(passages.filter((passage) => passage.truth === 'human')).toHaveLength(6);
    for (const passage of passages) {
      expect(words(passage.text)).toBeGreaterThanOrEqual(80);
      expect(words(passage.text)).toBeLessThanOrEqual(150);
      expect(words(passage.explanation)).toBeGreaterThanOrEqual(30);
    }
  });
});
