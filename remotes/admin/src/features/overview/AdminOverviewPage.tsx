import { PageMeta } from '@site/ui';
import { Link } from 'react-router-dom';

const SECTIONS = [
  { path: '/admin/topics', title: 'Topics', description: 'Turn the 36 topics on or off in the side menu.' },
  { path: '/admin/essays', title: 'Essays', description: 'Write, edit and publish essays.' },
  { path: '/admin/quizzes', title: 'Quizzes', description: 'Questions, answers and explanations.' },
  { path: '/admin/users', title: 'Users', description: 'Reader accounts.' },
];

export default function AdminOverviewPage() {
  return (
    <article>
      <PageMeta title="Admin" description="Site administration." path="/admin" />
      <h1>Admin</h1>
      <ul>
        {SECTIONS.map((section) => (
          <li key={section.path}>
            <Link to={section.path}>{section.title}</Link> — {section.description}
          </li>
        ))}
      </ul>
    </article>
  );
}
