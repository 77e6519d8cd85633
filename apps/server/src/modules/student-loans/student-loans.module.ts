import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { UsersService } from '../users/users.service';
import { createStudentLoansRepository } from './student-loans.repository';
import { studentLoansRoutes } from './student-loans.routes';
import { createStudentLoansService } from './student-loans.service';

export function studentLoansModule(deps: {
  db: Database;
  users: Pick<UsersService, 'profile'>;
  timeZone: string;
  now?: () => Date;
}) {
  const service = createStudentLoansService({
    repo: createStudentLoansRepository(deps.db),
    users: deps.users,
    timeZone: deps.timeZone,
    now: deps.now,
  });
  const register = async (app: FastifyInstance) => {
    await app.register(studentLoansRoutes, { service });
  };
  return { service, register };
}
