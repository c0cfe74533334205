import { useSuspenseQuery } from '@tanstack/react-query';
import { audienceStatsQuery } from './api/audience-stats';
import { contentStatsQuery } from './api/content-stats';
import { userStatsQuery } from './api/user-stats';
import { FigureValue, SiteFigure } from './SiteFigure';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function Readers() {
  const { data } = useSuspenseQuery(userStatsQuery());
  return (
    <FigureValue
      value={data.readers}
      note={`${data.newLast30Days} new in the last 30 days, ${data.suspended} suspended`}
    />
  );
}

function Subscribers() {
  const { data } = useSuspenseQuery(audienceStatsQuery());
  return <FigureValue value={data.subscribers} note={`${data.subscribersWaiting} waiting to confirm`} />;
}

function Essays() {
  const { data } = useSuspenseQuery(contentStatsQuery());
  return (
    <FigureValue value={data.essays} note={`${plural(data.drafts, 'draft', 'drafts')}, ${data.scheduled} scheduled`} />
  );
}

function MessagesWaiting() {
  const { data } = useSuspenseQuery(audienceStatsQuery());
  return <FigureValue value={data.messagesWaiting} />;
}

/** The site's counts, one per service's figure: a service that is down costs only its own. */
export function SiteFigures() {
  return (
    <section aria-labelledby="admin-figures-title" className="admin-overview__section">
      <h2 id="admin-figures-title">At a glance</h2>
      <div className="admin-figures">
        <SiteFigure label="Readers">
          <Readers />
        </SiteFigure>
        <SiteFigure label="Subscribers">
          <Subscribers />
        </SiteFigure>
        <SiteFigure label="Essays">
          <Essays />
        </SiteFigure>
        <SiteFigure label="Messages waiting">
          <MessagesWaiting />
        </SiteFigure>
      </div>
    </section>
  );
}
