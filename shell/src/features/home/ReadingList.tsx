// What the author is reading now: a fixed list of four.
const BOOKS = [
  { title: 'Gödel, Escher, Bach', author: 'Douglas Hofstadter' },
  { title: 'Truth and Method', author: 'Hans-Georg Gadamer' },
  { title: 'The Order of Time', author: 'Carlo Rovelli' },
  { title: 'Braiding Sweetgrass', author: 'Robin Wall Kimmerer' },
];

export function ReadingList() {
  return (
    <section className="home-section" aria-labelledby="reading-title">
      <h2 id="reading-title">Currently reading</h2>
      <ul className="reading-list">
        {BOOKS.map((book) => (
          <li key={book.title} className="reading-list__item">
            <cite className="reading-list__title">{book.title}</cite>
            <span className="reading-list__author">{book.author}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
