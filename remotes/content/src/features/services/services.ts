export interface Service {
  title: string;
  /** What the work is. */
  what: string;
  forWhom: string;
  how: string;
  price: string;
}

export const SERVICES: readonly Service[] = [
  {
    title: 'Talks and lectures',
    what: 'Talks of forty-five minutes to an hour, with time for questions, on subjects the essays return to: what a proof can and cannot establish, how ideas travel between cultures, what we mean by time, why mathematics describes the world at all.',
    forWhom:
      'Schools, public libraries, reading societies, philosophy cafés and conferences. No background is assumed of the audience.',
    how: 'Write with a date, the audience and a subject (or ask for a suggestion). You receive an outline within a week; the talk is given in person or by video call, and the slides and a reading list are yours to share afterwards.',
    price: 'Free for schools and public libraries; otherwise on request, plus travel.',
  },
  {
    title: 'Reading groups',
    what: 'A small group reads one classic text over six sessions, two weeks apart: Plato’s Meno, Descartes’ Meditations, Hume’s Enquiry, the first book of Euclid’s Elements or Poincaré’s Science and Hypothesis.',
    forWhom: 'Adults who want to read a hard book slowly and in company; four to ten people, no prior study needed.',
    how: 'Sessions of ninety minutes by video call. A page of notes and questions arrives a few days before each one, and the groups keep to a pace everyone can manage.',
    price: 'On request. A free place is kept in every group for anyone who asks for one.',
  },
  {
    title: 'Editing of essays',
    what: 'A close reading of an essay of up to 5,000 words: whether the argument holds, whether the structure serves it, and notes on the sentences themselves.',
    forWhom:
      'Students, writers of long-form pieces, and academics writing for readers outside their field. Fiction is better sent elsewhere.',
    how: 'Send the draft with a few lines on where you hope it will appear. Within two weeks you receive comments in the margins and a one-page letter on the whole.',
    price: 'A fixed price per essay, quoted before any work begins.',
  },
  {
    title: 'Tutoring in mathematics and philosophy',
    what: 'One-to-one sessions on proof and logic, calculus, probability, introductory philosophy, and writing a philosophy essay.',
    forWhom:
      'Students in their last years of school or their first year at university, and adults returning to either subject.',
    how: 'A first call of thirty minutes to see what you need, then weekly sessions of an hour by video call, with exercises set between them.',
    price: 'Per hour, on request. The first call is free.',
  },
];
