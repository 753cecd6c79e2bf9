import { DomainError, hasFullAccess, type OracleContext, type UserView } from '@inhala/domain';

/** The ritual's card is part of the premium ritual; the home card only needs a signed-in person. */
export function assertMayUseOracle(user: Pick<UserView, 'role'>, context: OracleContext): void {
  if (context === 'ritual' && !hasFullAccess(user.role)) throw new DomainError('SUBSCRIPTION.REQUIRED');
}
