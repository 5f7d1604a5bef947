import { ProblemError, serviceCaller, serviceIdentity } from '@firecrest/service-kit';

/** svc-personnel towards svc-training: allowed to ask which employees and locations training records name. */
const SERVICE = serviceIdentity('svc-personnel', 'Personnel service', { EMPLOYEES: ['view'] });

/**
 * Training records name employees and locations by id; svc-personnel asks svc-training before deleting one, and
 * refuses (409) while any record names it. Without TRAINING_URL (personnel tested alone) there is no one to ask.
 */
export function trainingReferences(trainingUrl: string | undefined, secret: string) {
  const post = serviceCaller(SERVICE, secret, 'svc-training');
  return {
    async assertUnreferenced(kind: 'employee' | 'location', id: number) {
      if (!trainingUrl) return;
      const field = kind === 'employee' ? 'employeeIds' : 'locationIds';
      const answer = await post<Record<typeof field, number[]>>(`${trainingUrl}/training/references`, { [field]: [id] });
      if (!answer) throw new ProblemError('serviceUnavailable', 'Training could not confirm that no training record names it; try again shortly.');
      if (answer[field].includes(id)) {
        const noun = kind === 'employee' ? 'Employee' : 'Location';
        throw new ProblemError('conflict', `${noun} ${id} is named by training records (competencies, events, bookings or incidents); remove those first.`);
      }
    },
  };
}
export type TrainingReferences = ReturnType<typeof trainingReferences>;

declare module 'fastify' {
  interface FastifyInstance {
    trainingReferences: TrainingReferences;
  }
}
