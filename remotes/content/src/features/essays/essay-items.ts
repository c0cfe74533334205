import { pathTo, type Essay } from '@site/contracts';

/** The essays a list page shows, as its head names them; none while they load. */
export const essayItems = (essays: readonly Essay[] = []) =>
  essays.map((essay) => ({ name: essay.title, path: pathTo('essay', { slug: essay.slug }) }));
