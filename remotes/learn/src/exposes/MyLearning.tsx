import type { RemoteModules } from '@site/contracts';
import { MyLearningWidget } from '../features/dashboard/MyLearningWidget';

/** The dashboard's "my learning" widget: enrolled courses and recent quiz results. */
export default function MyLearning(_props: RemoteModules['learn']['MyLearning']) {
  return <MyLearningWidget />;
}
