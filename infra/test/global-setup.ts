import { deleteTopics, deleteStaleTestTopics } from '../../scripts/test-topics';

/** Integration tests name their topics `test.<run>.<suffix>.…` (service kit testing): this run's are cleared afterwards. */
export default async function setup() {
  const run = process.env.FIRECREST_TEST_RUN ?? '';
  await deleteStaleTestTopics();
  return () => deleteTopics(`test.${run}.`);
}
