import { deleteTopics } from '../../scripts/test-topics';

/** Integration tests name their topics `test.<suffix>.…` (service kit testing): cleared before and after the run. */
export default async function setup() {
  await deleteTopics('test.');
  return () => deleteTopics('test.');
}
