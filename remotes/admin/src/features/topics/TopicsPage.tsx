import { useQuery } from '@tanstack/react-query';
import { PAGE_HEADS, pathTo } from '@site/contracts';
import { PageMeta, serverMessage } from '@site/shell-api';
import { Spinner } from '@site/ui';
import { adminTopicsQuery } from './api/topics';
import { TopicRow } from './TopicRow';
import '../layout/admin-table.css';
import './topics.css';

/** The fixed topics: which are active (in the side menu, with a page) and what each covers. */
export default function TopicsPage() {
  const { data, isPending, error } = useQuery(adminTopicsQuery());
  const active = data?.filter((topic) => topic.active).length ?? 0;
  return (
    <article className="admin-topics-page">
      <PageMeta {...PAGE_HEADS.adminTopics} path={pathTo('adminTopics')} />
      <h1>Topics</h1>
      <p>An inactive topic leaves the side menu, and its page answers “not found”.</p>
      {isPending ? (
        <Spinner label="Loading the topics" />
      ) : error ? (
        <p role="alert">The topics could not be loaded: {serverMessage(error)}</p>
      ) : (
        <>
          <p role="status">
            {active} of {data.length} topics active.
          </p>
          <div className="admin-table-scroll">
            <table className="admin-table">
              <caption className="admin-table__caption">Topics by name</caption>
              <thead>
                <tr>
                  <th scope="col">Topic</th>
                  <th scope="col">Essays</th>
                  <th scope="col">Active</th>
                  <th scope="col">Description</th>
                </tr>
              </thead>
              <tbody>
                {data.map((topic) => (
                  <TopicRow key={topic.name} name={topic.name} />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </article>
  );
}
