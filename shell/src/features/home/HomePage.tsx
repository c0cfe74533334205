import { PageMeta, useSiteOrigin } from '@site/shell-api';
import { PAGE_HEADS } from '@site/contracts';
import { structuredData } from '@site/ui';
import { SITE_KEYWORDS, SITE_NAME } from '../../app/site';
import { HomeHero } from './HomeHero';
import { HomeTiles } from './HomeTiles';
import { ProjectBlurbs } from './ProjectBlurbs';
import { RemoteSection } from './RemoteSection';
import { CardsSkeleton, ListSkeleton } from './skeletons';
import './home.css';

const { title, description } = PAGE_HEADS.home;

function websiteData(origin: string) {
  return structuredData('WebSite', {
    name: SITE_NAME,
    description,
    url: `${origin}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: `${origin}/search?q={search_term_string}`,
      'query-input': 'required name=search_term_string',
    },
  });
}

export function HomePage() {
  const origin = useSiteOrigin();
  return (
    <div className="home">
      <PageMeta
        title={`${SITE_NAME}: ${title}`}
        description={description}
        keywords={SITE_KEYWORDS}
        path="/"
        structuredData={websiteData(origin)}
      />
      <HomeHero />
      <HomeTiles />
      <ProjectBlurbs />
      <RemoteSection
        id="recent-essays-title"
        title="Recent essays"
        remote="content"
        module="RecentEssays"
        props={{ limit: 10 }}
        label="The recent essays could not be loaded."
        skeleton={<ListSkeleton rows={10} />}
      />
      <div className="home-columns">
        <RemoteSection
          id="recent-journal-title"
          title="From the journal"
          remote="content"
          module="RecentJournal"
          props={{ limit: 3 }}
          label="The journal entries could not be loaded."
          skeleton={<ListSkeleton rows={3} />}
        />
        <RemoteSection
          id="reading-title"
          title="Currently reading"
          remote="library"
          module="ReadingNow"
          label="The books being read could not be loaded."
          skeleton={<ListSkeleton rows={4} />}
        />
      </div>
      <RemoteSection
        id="quizzes-title"
        title="Test yourself"
        remote="learn"
        module="QuizTeaser"
        props={{ limit: 3 }}
        label="The quizzes could not be loaded."
        skeleton={<CardsSkeleton cards={3} />}
      />
      <RemoteSection
        id="games-title"
        title="Play"
        remote="games"
        module="GameTeaser"
        label="The games could not be loaded."
        skeleton={<CardsSkeleton cards={4} />}
      />
    </div>
  );
}
