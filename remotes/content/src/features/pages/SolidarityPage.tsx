import { PAGE_HEADS, pathTo } from '@site/contracts';
import { StaticPage } from './StaticPage';

const ORGANISATIONS = [
  { name: 'UNRWA', href: 'https://www.unrwa.org/', what: 'the UN agency for Palestine refugees' },
  { name: 'Médecins Sans Frontières', href: 'https://www.msf.org/', what: 'emergency medical care' },
  { name: 'Palestine Red Crescent Society', href: 'https://www.palestinercs.org/en', what: 'ambulances and first aid' },
];

export default function SolidarityPage() {
  return (
    <StaticPage {...PAGE_HEADS.gazaSolidarity} path={pathTo('gazaSolidarity')}>
      <p>
        Every page of this site carries a red banner because a site about what it means to be human cannot be silent
        while people in Gaza are killed, starved and displaced on a scale that the International Court of Justice has
        found plausibly to engage the Genocide Convention.
      </p>
      <p>
        The banner is not a substitute for action. If you can, give to those working on the ground, and ask your
        representatives to stop the killing and let aid in.
      </p>
      <h2>Where help goes directly</h2>
      <ul>
        {ORGANISATIONS.map((organisation) => (
          <li key={organisation.name}>
            <a href={organisation.href} target="_blank" rel="noopener noreferrer">
              {organisation.name}
            </a>
            : {organisation.what}
          </li>
        ))}
      </ul>
    </StaticPage>
  );
}
